import { cn } from '~/lib/cn'

/** The look of every text box, select and text area on the site's forms. */
export const controlClass = cn(
  'mt-1.5 block w-full rounded-lg border border-border bg-background px-3 py-2.5 text-sm text-foreground shadow-sm',
  'placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'aria-[invalid=true]:border-danger',
)
