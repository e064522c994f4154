import { ButtonLink } from '~/components/ui/button'

/** The page shown for a 404 and for anything that went wrong: never a stack trace. */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404
  const unavailable = status === 503
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary">{status}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">
        {notFound ? 'Page not found' : unavailable ? 'Service temporarily unavailable' : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {notFound
          ? 'The page you are looking for does not exist or has moved.'
          : unavailable
            ? 'We cannot reach our database right now. Please try again in a moment.'
            : 'An unexpected error occurred. Please try again later.'}
      </p>
      <div className="mt-8 flex gap-3">
        <ButtonLink to="/">Return to Home</ButtonLink>
        {notFound ? (
          <ButtonLink to="/models" variant="outline">
            Browse AI models
          </ButtonLink>
        ) : null}
      </div>
    </section>
  )
}
