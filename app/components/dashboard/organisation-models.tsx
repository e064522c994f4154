/**
 * The Overview's 'Your models' (docs/decisions/084-model-access-from-the-catalogue.md): the models
 * the organisation asked for or uses, each with its status (Requested, Trial, Active, Ended), its
 * monthly price and the day it next renews (a trial: the day it ends). Real rows, read by
 * membership; nothing when it has none but a pointer to the catalogue.
 */
import { Link } from '@remix-run/react'
import { accessPlanLabel, accessStatusLabel, dayLabel, type OrganisationModel } from '~/lib/entities/organization-model'
import { formatCents } from '~/lib/entities/invoice'
import { OverviewPanel } from './overview-panel'
import { Badge } from './status-badge'

const tones = { requested: 'blue', trial: 'yellow', active: 'green', ended: 'grey' } as const

function nextDate(model: OrganisationModel) {
  if (!model.ends_on) return 'When approved'
  if (model.status === 'ended') return `Ended ${dayLabel(model.ends_on)}`
  return `${model.status === 'trial' ? 'Trial ends' : 'Renews'} ${dayLabel(model.ends_on)}`
}

export function OrganisationModels({ models }: { models: readonly OrganisationModel[] }) {
  return (
    <OverviewPanel id="organisation-models" title="Your models">
      {models.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No models yet. An Admin can request access from a model’s page in the{' '}
          <Link to="/models" className="text-primary underline underline-offset-2">
            catalogue
          </Link>
          .
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your organisation’s models</caption>
            <thead className="text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Model
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Monthly price
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Next renewal
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {models.map((model) => (
                <tr key={model.id}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {model.slug ? (
                      <Link to={`/models/${model.slug}`} className="text-primary underline underline-offset-2">
                        {model.model_title}
                      </Link>
                    ) : (
                      model.model_title
                    )}
                    <span className="block text-xs font-normal text-muted-foreground">
                      {`${accessPlanLabel(model.plan)}, ${model.teams} team${model.teams === 1 ? '' : 's'}`}
                    </span>
                  </th>
                  <td className="py-2 pr-4">
                    <Badge tone={tones[model.status]}>{accessStatusLabel(model.status)}</Badge>
                  </td>
                  <td className="py-2 pr-4 tabular-nums">
                    {model.monthly_price_cents === null ? 'To be agreed' : formatCents(model.monthly_price_cents)}
                  </td>
                  <td className="py-2">{nextDate(model)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </OverviewPanel>
  )
}
