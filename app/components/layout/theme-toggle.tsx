/**
 * Dark/light switch. Without JavaScript it is a plain form that posts the new theme and comes back;
 * with it, remix-themes switches at once and saves the choice in the background.
 */
import { Moon, Sun } from '~/components/ui/icons'
import { Theme, useTheme } from '~/lib/theme'
import { cn } from '~/lib/cn'

export function ThemeToggle({ className }: { className?: string }) {
  const [theme, setTheme] = useTheme()
  const next = theme === Theme.LIGHT ? Theme.DARK : Theme.LIGHT
  const label = next === Theme.LIGHT ? 'Switch to light theme' : 'Switch to dark theme'
  return (
    <form
      method="post"
      action="/resources/theme"
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        setTheme(next)
      }}
    >
      <input type="hidden" name="theme" value={next} />
      <button
        type="submit"
        aria-label={label}
        title={label}
        className={cn(
          'inline-flex h-10 w-10 items-center justify-center rounded-lg text-foreground hover:bg-muted cursor-pointer',
        )}
      >
        {next === Theme.LIGHT ? (
          <Sun aria-hidden="true" className="h-5 w-5" />
        ) : (
          <Moon aria-hidden="true" className="h-5 w-5" />
        )}
      </button>
    </form>
  )
}
