/** What an admin list shows in place of its rows when it has none: the list's own sentence. */
import { cn } from '~/lib/cn'

export function ListEmpty({ className, children }: { className?: string; children: string }) {
  return (
    <p
      className={cn(className, 'rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground')}
    >
      {children}
    </p>
  )
}
