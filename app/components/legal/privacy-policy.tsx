/** The Privacy Policy: static text, laid out by LegalDocument. */
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

const offices = brand.headquarters.map((office) => `${office.city}, ${office.country}`).join(' and ')

export function PrivacyPolicy() {
  return (
    <LegalDocument title="Privacy Policy" lastUpdated={LEGAL_LAST_UPDATED}>
      <p className="text-muted-foreground">
        This Privacy Policy explains how {brand.legalName} (“{brand.name}”, “we”, “us” or “our”) collects, uses, shares
        and protects personal information when you use our website, model catalogue, AI Architect assistant,
        consultation booking and organisation accounts (together, the “Services”), and the rights you have. Please read
        it with our <LegalLink href="/terms">Terms of Service</LegalLink> and our{' '}
        <LegalLink href="/cookies">Cookie Policy</LegalLink>.
      </p>

      <LegalSection id="who-we-are" title="1. Who we are">
        <p>
          {brand.legalName} operates the Services from offices in {offices}. For the purposes of the EU and UK General
          Data Protection Regulation (“GDPR”) we are the controller of the personal information described in this
          policy, and for the purposes of India’s Digital Personal Data Protection Act, 2023 (“DPDP Act”) we are the
          data fiduciary. Where we process personal information on behalf of an organisation customer, we act as its
          processor, and that organisation’s own privacy notice governs the processing.
        </p>
      </LegalSection>

      <LegalSection id="information-we-collect" title="2. Information we collect">
        <LegalSubheading>Information you give us</LegalSubheading>
        <LegalList>
          <li>
            <strong className="text-foreground">Contact form:</strong> your name, email address, phone number, the type
            of inquiry and your message.
          </li>
          <li>
            <strong className="text-foreground">AI Architect chat:</strong> the messages you exchange with our AI
            Architect assistant (the chat transcript) and, if you ask us to call you back, your name, email address,
            phone number, company, industry and the best time for a callback.
          </li>
          <li>
            <strong className="text-foreground">Organisation accounts:</strong> the organisation’s name, industry, size,
            country, primary use case, website, phone number, and the email address and password used to sign in. We
            store passwords only in hashed form and never in plain text.
          </li>
          <li>
            <strong className="text-foreground">Consultations:</strong> the name, email address, time and notes you
            enter when you book a consultation through our scheduling provider.
          </li>
        </LegalList>
        <LegalSubheading>Information we collect automatically</LegalSubheading>
        <LegalList>
          <li>
            <strong className="text-foreground">Approximate location:</strong> we derive your country from your IP
            address so that we can show prices in your local currency. The detected country and currency are cached in
            your browser for 24 hours.
          </li>
          <li>
            <strong className="text-foreground">Device and usage data:</strong> your IP address, browser type, the pages
            you visit and the time of your visit, recorded in server logs and, if you consent, by our analytics
            provider.
          </li>
          <li>
            <strong className="text-foreground">Cookies and local storage:</strong> a session cookie for signed-in
            users, your theme preference, your cookie-consent choice and a chat identifier, as described in our{' '}
            <LegalLink href="/cookies">Cookie Policy</LegalLink>.
          </li>
        </LegalList>
        <p>
          Please do not share sensitive personal information (such as health, financial or government identification
          details) in the contact form or the AI Architect chat.
        </p>
      </LegalSection>

      <LegalSection id="how-we-use" title="3. How we use your information">
        <LegalList>
          <li>to provide, operate and secure the Services and keep you signed in;</li>
          <li>to answer your inquiries, arrange callbacks and hold the consultations you book;</li>
          <li>to generate the AI Architect’s replies and recommend models suited to your industry;</li>
          <li>
            to show prices in your local currency, remember your preferences and, with your consent, measure and improve
            the Services;
          </li>

          <li>to send you information you have asked for about our models and services;</li>
          <li>to detect, prevent and respond to fraud, abuse, security incidents and violations of our Terms; and</li>
          <li>to comply with legal obligations and to establish, exercise or defend legal claims.</li>
        </LegalList>
        <p>
          We do not use your personal information to make decisions that produce legal or similarly significant effects
          on you solely by automated means.
        </p>
      </LegalSection>

      <LegalSection id="legal-bases" title="4. Legal bases for processing">
        <p>Where the GDPR or similar laws apply, we rely on the following legal bases:</p>
        <LegalList>
          <li>
            <strong className="text-foreground">Contract:</strong> to create and run your organisation account and
            provide the Services you request;
          </li>
          <li>
            <strong className="text-foreground">Legitimate interests:</strong> to respond to inquiries, operate the AI
            Architect, secure the Services and improve our offering, where these are not overridden by your rights;
          </li>
          <li>
            <strong className="text-foreground">Consent:</strong> for analytics cookies and any optional marketing
            communications, which you may withdraw at any time; and
          </li>
          <li>
            <strong className="text-foreground">Legal obligation:</strong> where we must keep or disclose information by
            law.
          </li>
        </LegalList>
        <p>
          Under the DPDP Act, we process digital personal data on the basis of your consent, given through a clear
          affirmative action, or for the legitimate uses the Act permits, such as processing information you have
          voluntarily provided for a specified purpose.
        </p>
      </LegalSection>

      <LegalSection id="sharing" title="5. Sharing and processors">
        <p>
          We do not sell your personal information, and we do not share it for cross-context behavioural advertising. We
          share it only with:
        </p>
        <LegalList>
          <li>
            <strong className="text-foreground">Service providers acting on our instructions:</strong> hosting, database
            and authentication (Supabase); the AI provider that generates the AI Architect’s replies, which receives the
            content of your chat messages; our scheduling provider (Calendly) for consultation bookings; and, if you
            consent, our analytics provider (for example, Google Analytics). They may use it only to provide their
            services to us.
          </li>
          <li>
            <strong className="text-foreground">Professional advisers</strong> under duties of confidentiality.
          </li>
          <li>
            <strong className="text-foreground">Authorities</strong> where required by law, court order or to protect
            the rights, property or safety of {brand.name}, our customers or others.
          </li>
          <li>
            <strong className="text-foreground">A successor</strong> in a merger, acquisition, financing or sale of
            assets, subject to this policy.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="international-transfers" title="6. International transfers">
        <p>
          We operate in India and the United States, and our service providers may process information in other
          countries. We transfer personal information across borders only in line with applicable law, using safeguards
          such as the European Commission’s standard contractual clauses where required, and subject to any restrictions
          notified by the Government of India under the DPDP Act.
        </p>
      </LegalSection>

      <LegalSection id="security" title="7. Data security">
        <p>
          We use technical and organisational measures designed to protect personal information, including encryption in
          transit (HTTPS), hashed passwords, signed httpOnly session cookies, role-based access controls and database
          row-level security. No system is completely secure, and we cannot guarantee absolute security. If a personal
          data breach occurs, we will notify affected individuals and the relevant authorities, including the Data
          Protection Board of India, where the law requires.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="8. Retention">
        <p>
          We keep personal information only as long as needed for the purposes described in this policy. Contact form
          submissions, chat transcripts and callback requests are kept for as long as needed to respond and follow up.
          Organisation account data is kept while the account is active and for a reasonable period afterwards to meet
          legal, tax and accounting obligations. Session cookies expire after 30 days, and the cached country and
          currency after 24 hours. When information is no longer needed, we delete or anonymise it.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="9. Your rights">
        <p>Depending on where you live, you may have the right to:</p>
        <LegalList>
          <li>
            <strong className="text-foreground">access</strong> the personal information we hold about you and receive a
            summary of how it is processed;
          </li>
          <li>
            <strong className="text-foreground">correct</strong> inaccurate or incomplete information;
          </li>
          <li>
            <strong className="text-foreground">delete</strong> your information (erasure), subject to legal exceptions;
          </li>
          <li>
            <strong className="text-foreground">object</strong> to or restrict processing based on legitimate interests,
            and opt out of marketing at any time;
          </li>
          <li>
            <strong className="text-foreground">portability</strong>: receive information you provided to us in a
            structured, commonly used, machine-readable format; and
          </li>
          <li>
            <strong className="text-foreground">withdraw consent</strong> where processing relies on it.
          </li>
        </LegalList>
        <p>
          <strong className="text-foreground">EU and UK residents</strong> may also complain to their local data
          protection authority. <strong className="text-foreground">Data principals in India</strong> have the rights
          given by the DPDP Act, including grievance redressal and the right to nominate another person to exercise
          their rights in the event of death or incapacity, and may complain to the Data Protection Board of India.{' '}
          <strong className="text-foreground">Residents of California and other US states</strong> with comprehensive
          privacy laws, such as the California Consumer Privacy Act (“CCPA”), may also opt out of the sale or sharing of
          personal information (we do neither), limit the use of sensitive personal information, appeal our decision on
          a request, and exercise their rights without discrimination.
        </p>
        <p>
          To exercise any of these rights, email us at{' '}
          <LegalLink href={`mailto:${brand.email}`}>{brand.email}</LegalLink>. You may also use an authorised agent. We
          will verify your identity before acting on a request and respond within the time the applicable law requires,
          generally within 30 days (45 days under the CCPA).
        </p>
      </LegalSection>

      <LegalSection id="children" title="10. Children">
        <p>
          The Services are intended for businesses and are not directed to children. We do not knowingly collect
          personal information from anyone under 18 years of age. If you believe a child has provided us with personal
          information, please contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="11. Changes to this policy">
        <p>
          We may update this Privacy Policy from time to time. We will post the updated version on this page and change
          the “Last updated” date above. We will give additional notice of material changes.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="12. Contact us">
        <p>
          For questions, requests or grievances about this policy or our handling of personal information, contact our
          privacy team, which also acts as our grievance officer under the DPDP Act:
        </p>
        <LegalContact />
      </LegalSection>

      <LegalSection id="governing-law" title="13. Governing law">
        <p>
          This Privacy Policy is governed by the laws of India, including the DPDP Act, for individuals and
          organisations in India, and by the laws of the United States and the State of Georgia for individuals and
          organisations in the United States, in each case without prejudice to any mandatory data protection rights you
          have under the law of the place where you live.
        </p>
      </LegalSection>
    </LegalDocument>
  )
}
