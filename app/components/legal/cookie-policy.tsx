/** The Cookie Policy: static text and the table of cookies, laid out by LegalDocument. */
import { brand } from '~/lib/brand'
import {
  LEGAL_LAST_UPDATED,
  LegalContact,
  LegalDocument,
  LegalLink,
  LegalList,
  LegalSection,
  LegalSubheading,
} from './legal-document'

type CookieRow = { name: string; purpose: string; type: string; duration: string }

const COOKIES: readonly CookieRow[] = [
  {
    name: '__session',
    purpose:
      'Keeps you signed in to your organisation account. It is httpOnly, signed and holds only a reference to your session, never your password.',
    type: 'Strictly necessary (cookie)',
    duration: '30 days, or until you sign out',
  },
  {
    name: 'sb-<project>-auth-token',
    purpose:
      'Keeps you signed in when your account is held by our hosted sign-in service (Supabase Auth) instead of __session. A long session is split into numbered parts (.0, .1), and a companion cookie ending in -code-verifier completes a sign-in link. They are httpOnly.',
    type: 'Strictly necessary (cookie)',
    duration: '400 days, or until you sign out',
  },
  {
    name: '__2fa_pending',
    purpose:
      'Between your password and your two-factor code when you sign in: it names your account, is httpOnly and signed, and is removed once the code is right. It does not sign you in.',
    type: 'Strictly necessary (cookie)',
    duration: '10 minutes at most',
  },
  {
    name: 'notice',
    purpose:
      'Carries a one-time message to the page you are sent to next, such as the confirmation after you sign up, and is removed as soon as that message is shown.',
    type: 'Strictly necessary (cookie)',
    duration: '1 minute at most',
  },
  {
    name: 'gdpr-consent',
    purpose:
      'Remembers whether you accepted or declined optional cookies, so we do not ask you again on every page. It stores only “true” or “false”.',
    type: 'Strictly necessary (cookie and local storage)',
    duration: '1 year (cookie); until you clear it (local storage)',
  },
  {
    name: 'consent-banner-closed',
    purpose: 'Hides the cookie banner for the rest of your visit if you close it without making a choice.',
    type: 'Strictly necessary (cookie)',
    duration: 'Until you close your browser',
  },
  {
    name: 'theme',
    purpose: 'Remembers whether you prefer the light or dark theme, so pages load in the right colours.',
    type: 'Preference (cookie)',
    duration: '1 year',
  },
  {
    name: 'chat_id',
    purpose: `Keeps your conversation with the AI Architect together across pages, so the assistant remembers its context. It is httpOnly and cannot be read by scripts.`,
    type: 'Strictly necessary (cookie)',
    duration: '1 year',
  },
  {
    name: 'Country and currency cache',
    purpose: `Stores the country detected from your IP address and the matching currency, so ${brand.name} can show prices in your local currency without looking up your location on every page.`,
    type: 'Preference (local storage)',
    duration: '24 hours',
  },
]

export function CookiePolicy() {
  return (
    <LegalDocument title="Cookie Policy" lastUpdated={LEGAL_LAST_UPDATED}>
      <p className="text-muted-foreground">
        This Cookie Policy explains how {brand.legalName} (“{brand.name}”, “we”, “us” or “our”) uses cookies and similar
        technologies, such as your browser’s local storage, on our website. It should be read together with our{' '}
        <LegalLink href="/privacy">Privacy Policy</LegalLink>, which explains how we handle personal information more
        generally.
      </p>

      <LegalSection id="what-are-cookies" title="1. What cookies are">
        <p>
          Cookies are small text files that a website stores in your browser when you visit it. They let the website
          recognise your browser on later requests, for example to keep you signed in or to remember your preferences.
          Cookies set by the website you are visiting are “first-party” cookies; cookies set by another service are
          “third-party” cookies. Some cookies last only until you close your browser (session cookies), while others
          remain for a set period (persistent cookies).
        </p>
        <p>
          Local storage is a similar browser feature that lets a website keep small pieces of information on your
          device. Unlike cookies, it is not sent to our servers with every request. In this policy, “cookies” includes
          local storage and similar technologies unless we say otherwise.
        </p>
      </LegalSection>

      <LegalSection id="cookies-we-use" title="2. The cookies we use">
        <p>
          We keep our own cookies to a minimum. Strictly necessary cookies are required for the website to work and
          cannot be switched off in our systems. Preference cookies remember choices you make. Optional analytics
          cookies are set only if you accept them in our cookie banner.
        </p>
        <div
          className="overflow-x-auto rounded-lg border border-border"
          role="region"
          aria-labelledby="cookie-table-caption"
          tabIndex={0}
        >
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption id="cookie-table-caption" className="bg-card px-4 py-3 text-left font-semibold text-foreground">
              Cookies and local storage used by {brand.name}
            </caption>
            <thead className="bg-card text-foreground">
              <tr>
                <th scope="col" className="border-b border-border px-4 py-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="border-b border-border px-4 py-3 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="border-b border-border px-4 py-3 font-semibold">
                  Type
                </th>
                <th scope="col" className="border-b border-border px-4 py-3 font-semibold">
                  Duration
                </th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((cookie) => (
                <tr key={cookie.name} className="border-b border-border last:border-b-0">
                  <td className="px-4 py-3 align-top font-mono text-xs whitespace-nowrap text-foreground">
                    {cookie.name}
                  </td>
                  <td className="px-4 py-3 align-top leading-6 text-muted-foreground">{cookie.purpose}</td>
                  <td className="px-4 py-3 align-top leading-6 text-muted-foreground">{cookie.type}</td>
                  <td className="px-4 py-3 align-top leading-6 text-muted-foreground">{cookie.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          We do not use cookies for advertising, and we do not allow third parties to use our website to track you
          across other websites for advertising purposes.
        </p>
      </LegalSection>

      <LegalSection id="third-parties" title="3. Third parties">
        <p>Some features of our website rely on third-party services, which may set or read their own cookies:</p>
        <LegalSubheading>Analytics</LegalSubheading>
        <p>
          If you accept optional cookies, we use an analytics provider (for example, Google Analytics) to understand how
          visitors use our website, such as which pages are visited and how long visits last, so that we can improve it.
          Analytics cookies (for Google Analytics, names beginning with “_ga”, which can last up to two years) are set
          only after you accept them, and are not set if you decline.
        </p>
        <LegalSubheading>Authentication (Supabase)</LegalSubheading>
        <p>
          We use Supabase for our database and authentication infrastructure. When you sign in to an organisation
          account, Supabase may set or read strictly necessary cookies (with names beginning with “sb-”) to keep your
          session secure. These cookies are used only to authenticate you and are not used for tracking.
        </p>
        <LegalSubheading>Scheduling (Calendly)</LegalSubheading>
        <p>
          We use Calendly to let you book consultations with our team. When you open the booking widget, Calendly may
          set its own cookies, for example to remember your time zone, to complete your booking and to prevent fraud.
          Calendly’s use of cookies is governed by its own cookie and privacy policies.
        </p>
        <p>
          We do not control the cookies set by third parties. We encourage you to read their policies for details of the
          cookies they use and how to manage them.
        </p>
      </LegalSection>

      <LegalSection id="managing-cookies" title="4. How to manage cookies">
        <p>You can control cookies in several ways:</p>
        <LegalList>
          <li>
            <strong className="text-foreground">Our cookie banner:</strong> when you first visit, you can accept or
            decline optional cookies. To change your choice later, clear the “gdpr-consent” cookie and local storage
            entry for our website in your browser, and the banner will appear again on your next visit.
          </li>
          <li>
            <strong className="text-foreground">Your browser settings:</strong> most browsers let you view, block and
            delete cookies and local storage, either for all websites or for specific ones. Consult your browser’s help
            pages for instructions.
          </li>
          <li>
            <strong className="text-foreground">Analytics opt-out:</strong> Google offers a browser add-on that prevents
            Google Analytics from collecting data on any website.
          </li>
        </LegalList>
        <p>
          If you block or delete strictly necessary cookies, parts of the website may not work: for example, you will
          not be able to stay signed in, the AI Architect will not remember your conversation, and the cookie banner may
          reappear. Blocking preference cookies means your theme and currency will be reset on each visit.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="5. Changes to this policy">
        <p>
          We may update this Cookie Policy from time to time, for example when we add features or change the services we
          use. We will post the updated policy on this page and change the “Last updated” date above. Where the changes
          are significant, we will ask for your consent again where the law requires.
        </p>
      </LegalSection>

      <LegalSection id="governing-law" title="6. Governing law">
        <p>
          This Cookie Policy is governed by the laws of India for visitors in India or anywhere outside the United
          States, and by the laws of the State of Georgia and the federal laws of the United States for visitors in the
          United States, in each case without prejudice to any mandatory privacy rights you have where you live.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="7. Contact us">
        <p>
          If you have questions about our use of cookies, email us at{' '}
          <LegalLink href={`mailto:${brand.email}`}>{brand.email}</LegalLink> or write to us at either of our offices:
        </p>
        <LegalContact />
      </LegalSection>
    </LegalDocument>
  )
}
