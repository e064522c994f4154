/**
 * 'Talk to Our Experts' (docs/product.md#contact): three kinds of conversation, and the 'Schedule a
 * Consultation' control that opens the scheduling widget (or links to the scheduling page).
 */
import { BrainCircuit, Rocket, Users, type IconComponent } from '~/components/ui/icons'
import { ScheduleButton } from '~/components/scheduling/schedule-button'

const expertOffers: ReadonlyArray<{ title: string; description: string; icon: IconComponent }> = [
  {
    title: 'Enterprise AI Consultation',
    description:
      'Map your processes and data with an AI architect, and leave with a clear plan for the models that pay off first.',
    icon: BrainCircuit,
  },
  {
    title: 'AI Model Deployment & Customization',
    description:
      'Fine-tune industry models on your own data and deploy them securely in your cloud or on-premises, with monitoring built in.',
    icon: Rocket,
  },
  {
    title: 'AI Talent & Architect Collaboration',
    description:
      'Work side by side with our AI architects and engineers to grow your team’s skills and deliver projects faster.',
    icon: Users,
  },
]

export function TalkToExperts({ schedulingUrl }: { schedulingUrl: string }) {
  return (
    <section aria-labelledby="experts-title" className="rounded-2xl border border-border bg-card/70 p-6 sm:p-8">
      <h2 id="experts-title" className="text-2xl font-bold tracking-tight">
        Talk to Our Experts
      </h2>
      <p className="mt-2 text-muted-foreground">
        A complimentary consultation with an AI architect, at a time that suits you.
      </p>
      <ul className="mt-6 space-y-4">
        {expertOffers.map(({ title, description, icon: Icon }) => (
          <li key={title} className="flex gap-4 rounded-xl border border-border bg-background/60 p-4">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-muted-foreground">{description}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <ScheduleButton url={schedulingUrl} className="w-full" />
      </div>
    </section>
  )
}
