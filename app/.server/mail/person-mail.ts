/**
 * The e-mails the site sends to a person, in the language their Settings name (English, Spanish or
 * French; docs/decisions/070-settings-that-stay.md): the invitation to an organisation, the
 * password-reset link, the notice that the password changed, the notice that an Admin changed
 * their role, a request to join an organisation (to its Admins) and its answer, the notice that
 * two-factor authentication was turned on or off, the link that confirms a new account's address
 * and the invitation to join the staff. All the wording of all three languages is here, each mail
 * once per language, so a
 * translation is read beside its original. Plain text only; every value that came from a person
 * (an organisation's name, an inviter's name) is one line.
 *
 * Which of these a person may turn off is ./recipients.ts's, not this module's.
 */
import { brand } from '~/lib/brand'
import { sectionHref } from '~/lib/dashboard'
import type { MemberRole } from '~/lib/entities/organization'
import { invitationPath } from '~/lib/entities/organization'
import { emailConfirmationPath } from '~/lib/email-confirmation'
import { staffInvitationPath } from '~/lib/staff-invitations'
import type { SettingsLanguage } from '~/lib/settings'
import { singleLine } from '~/lib/single-line'
import { getConfig } from '../config'
import type { OutgoingMail } from './mailer'

/** An invitation's outbox row (private.enqueue_invitation_mail): the token is there until it is sent. */
export interface InvitationPayload {
  email: string
  organization: string | null
  role: 'admin' | 'member'
  invited_by: string | null
  token: string
  expires_at: string
}

const LOCALES: Record<SettingsLanguage, string> = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR' }

/** '27 November 2026 at 10:15' in the mail's language, always UTC (the mail says so). */
const dateTime = (language: SettingsLanguage, when: Date) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(when)

const oneLine = (value: string | null | undefined) => (value ? singleLine(value).trim() : '')
const siteLink = (path: string) => new URL(path, getConfig().siteUrl).href
const body = (lines: string[]) => [...lines, ''].join('\n')

interface Invitation {
  organization: string | null
  inviter: string | null
  role: MemberRole
  until: string
  link: string
}

interface Wording {
  invitation(p: Invitation): { subject: string; text: string }
  passwordReset(link: string): { subject: string; text: string }
  passwordChanged(when: string, forgot: string): { subject: string; text: string }
  roleChanged(organization: string | null, role: MemberRole, dashboard: string): { subject: string; text: string }
  emailConfirmation(link: string, until: string): { subject: string; text: string }
  staffInvitation(p: { inviter: string | null; until: string; link: string }): { subject: string; text: string }
}

const name = brand.name

const WORDING: Record<SettingsLanguage, Wording> = {
  en: {
    invitation: ({ organization, inviter, role, until, link }) => {
      const org = organization || 'an organisation'
      return {
        subject: `You are invited to join ${org} on ${name}`,
        text: body([
          `${inviter || 'An Admin'} invites you to join ${org} on ${name} as ${role === 'admin' ? 'an Admin' : 'a Member'}.`,
          '',
          `To accept, open this link before ${until} UTC:`,
          link,
          '',
          `The link works once, for this address only. If you have no ${name} account yet, you create one from it.`,
          'If you did not expect this invitation, ignore this e-mail.',
        ]),
      }
    },
    passwordReset: (link) => ({
      subject: `Reset your ${name} password`,
      text: body([
        `Someone asked to reset the password of the ${name} account for this address.`,
        '',
        'To choose a new password, open this link within one hour:',
        link,
        '',
        'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ]),
    }),
    passwordChanged: (when, forgot) => ({
      subject: `Your ${name} password was changed`,
      text: body([
        `The password of the ${name} account for this address was changed on ${when} UTC,`,
        'and every device signed in to it was signed out.',
        '',
        'If you changed it, there is nothing more to do.',
        '',
        'If you did not, someone else could open your e-mail or had a reset link for it. Choose a new',
        `password at once at ${forgot} and check who can read this mailbox; write to us at ${brand.email} if`,
        'you need help.',
      ]),
    }),
    roleChanged: (organization, role, dashboard) => {
      const org = organization || 'your organisation'
      return {
        subject: `You are now ${role === 'admin' ? 'an Admin' : 'a Member'} of ${org} on ${name}`,
        text: body([
          `An Admin of ${org} made you ${role === 'admin' ? 'an Admin' : 'a Member'} on ${name}.`,
          role === 'admin'
            ? 'You can now invite people, change roles and remove members in Team.'
            : 'You can still see the team; changes to it are for its Admins.',
          '',
          `Your dashboard: ${dashboard}`,
          '',
          'You get this notice because e-mail notifications are on in your Settings; turn them off there to stop such notices.',
        ]),
      }
    },
    emailConfirmation: (link, until) => ({
      subject: `Confirm your e-mail address for ${name}`,
      text: body([
        `Someone created a ${name} account with this address. To confirm that it is yours, open this link before ${until} UTC:`,
        link,
        '',
        'The link works once. If you did not create this account, ignore this e-mail.',
      ]),
    }),
    staffInvitation: ({ inviter, until, link }) => ({
      subject: `You are invited to join the ${name} staff`,
      text: body([
        `${inviter || 'An administrator'} invites you to join the ${name} staff, with access to the admin area.`,
        '',
        `To accept, open this link before ${until} UTC:`,
        link,
        '',
        `The link works once, for this address only. If you have no ${name} account yet, you create one from it.`,
        'If you did not expect this invitation, ignore this e-mail.',
      ]),
    }),
  },
  es: {
    invitation: ({ organization, inviter, role, until, link }) => {
      const org = organization || 'una organización'
      return {
        subject: `Te invitan a unirte a ${org} en ${name}`,
        text: body([
          `${inviter || 'Un administrador'} te invita a unirte a ${org} en ${name} como ${role === 'admin' ? 'administrador' : 'miembro'}.`,
          '',
          `Para aceptar, abre este enlace antes del ${until} UTC:`,
          link,
          '',
          `El enlace funciona una sola vez y solo para esta dirección. Si aún no tienes una cuenta de ${name}, la creas desde él.`,
          'Si no esperabas esta invitación, ignora este correo.',
        ]),
      }
    },
    passwordReset: (link) => ({
      subject: `Restablece tu contraseña de ${name}`,
      text: body([
        `Alguien pidió restablecer la contraseña de la cuenta de ${name} de esta dirección.`,
        '',
        'Para elegir una contraseña nueva, abre este enlace antes de una hora:',
        link,
        '',
        'El enlace funciona una sola vez. Si no lo pediste, ignora este correo: tu contraseña no cambia.',
      ]),
    }),
    passwordChanged: (when, forgot) => ({
      subject: `Se cambió tu contraseña de ${name}`,
      text: body([
        `La contraseña de la cuenta de ${name} de esta dirección se cambió el ${when} UTC,`,
        'y se cerró la sesión en todos los dispositivos conectados a ella.',
        '',
        'Si la cambiaste tú, no tienes que hacer nada más.',
        '',
        'Si no fuiste tú, otra persona pudo abrir tu correo o tenía un enlace para restablecerla. Elige una',
        `contraseña nueva cuanto antes en ${forgot} y revisa quién puede leer este buzón; escríbenos a ${brand.email}`,
        'si necesitas ayuda.',
      ]),
    }),
    roleChanged: (organization, role, dashboard) => {
      const org = organization || 'tu organización'
      return {
        subject: `Ahora eres ${role === 'admin' ? 'administrador' : 'miembro'} de ${org} en ${name}`,
        text: body([
          `Un administrador de ${org} te hizo ${role === 'admin' ? 'administrador' : 'miembro'} en ${name}.`,
          role === 'admin'
            ? 'Ahora puedes invitar a personas, cambiar roles y quitar miembros en Team.'
            : 'Sigues viendo el equipo; los cambios en él son cosa de sus administradores.',
          '',
          `Tu panel: ${dashboard}`,
          '',
          'Recibes este aviso porque las notificaciones por correo están activadas en tus ajustes (Settings); desactívalas allí para dejar de recibirlos.',
        ]),
      }
    },
    emailConfirmation: (link, until) => ({
      subject: `Confirma tu dirección de correo en ${name}`,
      text: body([
        `Alguien creó una cuenta de ${name} con esta dirección. Para confirmar que es tuya, abre este enlace antes del ${until} UTC:`,
        link,
        '',
        'El enlace funciona una sola vez. Si no creaste esta cuenta, ignora este correo.',
      ]),
    }),
    staffInvitation: ({ inviter, until, link }) => ({
      subject: `Te invitan a unirte al personal de ${name}`,
      text: body([
        `${inviter || 'Un administrador'} te invita a unirte al personal de ${name}, con acceso al área de administración.`,
        '',
        `Para aceptar, abre este enlace antes del ${until} UTC:`,
        link,
        '',
        `El enlace funciona una sola vez y solo para esta dirección. Si aún no tienes una cuenta de ${name}, la creas desde él.`,
        'Si no esperabas esta invitación, ignora este correo.',
      ]),
    }),
  },
  fr: {
    invitation: ({ organization, inviter, role, until, link }) => {
      const org = organization || 'une organisation'
      return {
        subject: `Vous êtes invité à rejoindre ${org} sur ${name}`,
        text: body([
          `${inviter || 'Un administrateur'} vous invite à rejoindre ${org} sur ${name} en tant qu’${role === 'admin' ? 'administrateur' : 'membre'}.`,
          '',
          `Pour accepter, ouvrez ce lien avant le ${until} UTC :`,
          link,
          '',
          `Le lien ne fonctionne qu’une fois, et pour cette adresse seulement. Si vous n’avez pas encore de compte ${name}, vous le créez depuis ce lien.`,
          'Si vous n’attendiez pas cette invitation, ignorez cet e-mail.',
        ]),
      }
    },
    passwordReset: (link) => ({
      subject: `Réinitialisez votre mot de passe ${name}`,
      text: body([
        `Quelqu’un a demandé à réinitialiser le mot de passe du compte ${name} de cette adresse.`,
        '',
        'Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :',
        link,
        '',
        'Le lien ne fonctionne qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe ne change pas.',
      ]),
    }),
    passwordChanged: (when, forgot) => ({
      subject: `Votre mot de passe ${name} a été modifié`,
      text: body([
        `Le mot de passe du compte ${name} de cette adresse a été modifié le ${when} UTC,`,
        'et tous les appareils connectés à ce compte ont été déconnectés.',
        '',
        'Si c’est vous qui l’avez modifié, vous n’avez rien d’autre à faire.',
        '',
        'Sinon, quelqu’un d’autre a pu ouvrir vos e-mails ou disposait d’un lien de réinitialisation. Choisissez',
        `tout de suite un nouveau mot de passe sur ${forgot} et vérifiez qui peut lire cette boîte ; écrivez-nous à`,
        `${brand.email} si vous avez besoin d’aide.`,
      ]),
    }),
    roleChanged: (organization, role, dashboard) => {
      const org = organization || 'votre organisation'
      return {
        subject: `Vous êtes maintenant ${role === 'admin' ? 'administrateur' : 'membre'} de ${org} sur ${name}`,
        text: body([
          `Un administrateur de ${org} vous a nommé ${role === 'admin' ? 'administrateur' : 'membre'} sur ${name}.`,
          role === 'admin'
            ? 'Vous pouvez désormais inviter des personnes, changer les rôles et retirer des membres dans Team.'
            : 'Vous voyez toujours l’équipe ; les changements sont réservés à ses administrateurs.',
          '',
          `Votre tableau de bord : ${dashboard}`,
          '',
          'Vous recevez cet avis parce que les notifications par e-mail sont activées dans vos paramètres (Settings) ; désactivez-les là pour ne plus en recevoir.',
        ]),
      }
    },
    emailConfirmation: (link, until) => ({
      subject: `Confirmez votre adresse e-mail pour ${name}`,
      text: body([
        `Quelqu’un a créé un compte ${name} avec cette adresse. Pour confirmer qu’elle est à vous, ouvrez ce lien avant le ${until} UTC :`,
        link,
        '',
        'Le lien ne fonctionne qu’une fois. Si vous n’avez pas créé ce compte, ignorez cet e-mail.',
      ]),
    }),
    staffInvitation: ({ inviter, until, link }) => ({
      subject: `Vous êtes invité à rejoindre l’équipe ${name}`,
      text: body([
        `${inviter || 'Un administrateur'} vous invite à rejoindre l’équipe ${name}, avec l’accès à l’espace d’administration.`,
        '',
        `Pour accepter, ouvrez ce lien avant le ${until} UTC :`,
        link,
        '',
        `Le lien ne fonctionne qu’une fois, et pour cette adresse seulement. Si vous n’avez pas encore de compte ${name}, vous le créez depuis ce lien.`,
        'Si vous n’attendiez pas cette invitation, ignorez cet e-mail.',
      ]),
    }),
  },
}

/**
 * The invitation to join an organisation (docs/product.md#dashboard): who invites, to what, as
 * what, and the single-use link, valid 7 days.
 */
export function invitationMail(p: InvitationPayload, language: SettingsLanguage = 'en'): OutgoingMail {
  const words = WORDING[language].invitation({
    organization: oneLine(p.organization) || null,
    inviter: oneLine(p.invited_by) || null,
    role: p.role,
    until: dateTime(language, new Date(p.expires_at)),
    link: siteLink(invitationPath(p.token)),
  })
  return { to: p.email, tag: 'invitation', ...words }
}

export function passwordResetMail(to: string, link: string, language: SettingsLanguage = 'en'): OutgoingMail {
  return { to, tag: 'password-reset', ...WORDING[language].passwordReset(link) }
}

/**
 * Told to the account's address after its password was set with a reset link: when, and what to
 * do if it was not them (whoever had the link had the account). No secret in it: neither the
 * password nor the link, only the page where the owner asks for a new one.
 */
export function passwordChangedMail(to: string, when: Date, language: SettingsLanguage = 'en'): OutgoingMail {
  return {
    to,
    tag: 'password-changed',
    ...WORDING[language].passwordChanged(dateTime(language, when), siteLink('/forgot-password')),
  }
}

/** Told to a member whose role an Admin changed: an optional notice (./recipients.ts). */
export function roleChangedMail(
  to: string,
  p: { organization: string | null; role: MemberRole },
  language: SettingsLanguage = 'en',
): OutgoingMail {
  return {
    to,
    tag: 'role-changed',
    ...WORDING[language].roleChanged(oneLine(p.organization) || null, p.role, siteLink('/dashboard?section=team')),
  }
}

/** The notice to one of the organisation's Admins (private.request_to_join_organization). */
export interface JoinRequestPayload {
  email: string
  requester: string
  organization: string | null
}

/** The answer to the person who asked (private.decide_organization_join_request). */
export interface JoinDecisionPayload {
  email: string
  organization: string | null
  approved: boolean
}

/** A security notice's outbox row (app/.server/two-factor): to whom, what changed, when. */
export interface SecurityNoticePayload {
  email: string
  event: 'two-factor-on' | 'two-factor-off'
  at: string
}

/** The e-mails about joining an organisation and the account's second step, in each language. */
interface NoticeWording {
  joinRequest(requester: string, organization: string | null, team: string): { subject: string; text: string }
  joinDecision(organization: string | null, approved: boolean, dashboard: string): { subject: string; text: string }
  twoFactor(on: boolean, when: string, forgot: string): { subject: string; text: string }
}

const NOTICE_WORDING: Record<SettingsLanguage, NoticeWording> = {
  en: {
    joinRequest: (requester, organization, team) => {
      const org = organization || 'your organisation'
      return {
        subject: `${requester} asks to join ${org} on ${name}`,
        text: body([
          `${requester} signed up to ${name} with an address at your organisation's claimed domain and asks to join ${org}.`,
          '',
          `Approve or reject the request in Team: ${team}`,
          '',
          'If you do not know this person, reject it: they join only if an Admin or our staff approve.',
        ]),
      }
    },
    joinDecision: (organization, approved, dashboard) => {
      const org = organization || 'your organisation'
      return approved
        ? {
            subject: `You joined ${org} on ${name}`,
            text: body([
              `Your request to join ${org} was approved: you are now one of its Members.`,
              '',
              `Open its dashboard: ${dashboard}`,
            ]),
          }
        : {
            subject: `Your request to join ${org} on ${name}`,
            text: body([
              `Your request to join ${org} was not approved.`,
              '',
              'If you think this is a mistake, ask one of its Admins to invite you.',
            ]),
          }
    },
    twoFactor: (on, when, forgot) => ({
      subject: `Two-factor authentication was turned ${on ? 'on' : 'off'} for your ${name} account`,
      text: body([
        `Two-factor authentication was turned ${on ? 'on' : 'off'} for the ${name} account for this address`,
        `on ${when} UTC.`,
        '',
        on
          ? 'From now on, signing in asks for a code from your authenticator app (or one of your recovery codes).'
          : 'Signing in now asks for your password only.',
        '',
        'If you made this change, there is nothing more to do.',
        '',
        `If you did not, someone else knows your password. Choose a new one at once at ${forgot} and write to`,
        `us at ${brand.email}.`,
      ]),
    }),
  },
  es: {
    joinRequest: (requester, organization, team) => {
      const org = organization || 'tu organización'
      return {
        subject: `${requester} pide unirse a ${org} en ${name}`,
        text: body([
          `${requester} se registró en ${name} con una dirección del dominio que tu organización reclamó y pide unirse a ${org}.`,
          '',
          `Aprueba o rechaza la solicitud en Team: ${team}`,
          '',
          'Si no conoces a esta persona, recházala: solo se une si la aprueba un administrador o nuestro equipo.',
        ]),
      }
    },
    joinDecision: (organization, approved, dashboard) => {
      const org = organization || 'tu organización'
      return approved
        ? {
            subject: `Te has unido a ${org} en ${name}`,
            text: body([
              `Tu solicitud para unirte a ${org} fue aprobada: ahora eres uno de sus miembros.`,
              '',
              `Abre su panel: ${dashboard}`,
            ]),
          }
        : {
            subject: `Tu solicitud para unirte a ${org} en ${name}`,
            text: body([
              `Tu solicitud para unirte a ${org} no fue aprobada.`,
              '',
              'Si crees que es un error, pide a uno de sus administradores que te invite.',
            ]),
          }
    },
    twoFactor: (on, when, forgot) => ({
      subject: `Se ${on ? 'activó' : 'desactivó'} la verificación en dos pasos de tu cuenta de ${name}`,
      text: body([
        `La verificación en dos pasos de la cuenta de ${name} de esta dirección se ${on ? 'activó' : 'desactivó'}`,
        `el ${when} UTC.`,
        '',
        on
          ? 'A partir de ahora, al iniciar sesión se te pedirá un código de tu app de autenticación (o uno de tus códigos de recuperación).'
          : 'Al iniciar sesión ahora solo se pide tu contraseña.',
        '',
        'Si hiciste tú este cambio, no tienes que hacer nada más.',
        '',
        `Si no fuiste tú, otra persona conoce tu contraseña. Elige una nueva cuanto antes en ${forgot} y escríbenos`,
        `a ${brand.email}.`,
      ]),
    }),
  },
  fr: {
    joinRequest: (requester, organization, team) => {
      const org = organization || 'votre organisation'
      return {
        subject: `${requester} demande à rejoindre ${org} sur ${name}`,
        text: body([
          `${requester} s’est inscrit sur ${name} avec une adresse du domaine revendiqué par votre organisation et demande à rejoindre ${org}.`,
          '',
          `Acceptez ou refusez la demande dans Team : ${team}`,
          '',
          'Si vous ne connaissez pas cette personne, refusez : elle ne rejoint l’organisation que si un administrateur ou notre équipe l’accepte.',
        ]),
      }
    },
    joinDecision: (organization, approved, dashboard) => {
      const org = organization || 'votre organisation'
      return approved
        ? {
            subject: `Vous avez rejoint ${org} sur ${name}`,
            text: body([
              `Votre demande pour rejoindre ${org} a été acceptée : vous en êtes désormais membre.`,
              '',
              `Ouvrez son tableau de bord : ${dashboard}`,
            ]),
          }
        : {
            subject: `Votre demande pour rejoindre ${org} sur ${name}`,
            text: body([
              `Votre demande pour rejoindre ${org} n’a pas été acceptée.`,
              '',
              'Si vous pensez qu’il s’agit d’une erreur, demandez à l’un de ses administrateurs de vous inviter.',
            ]),
          }
    },
    twoFactor: (on, when, forgot) => ({
      subject: `L’authentification à deux facteurs a été ${on ? 'activée' : 'désactivée'} pour votre compte ${name}`,
      text: body([
        `L’authentification à deux facteurs du compte ${name} de cette adresse a été ${on ? 'activée' : 'désactivée'}`,
        `le ${when} UTC.`,
        '',
        on
          ? 'Désormais, la connexion demande un code de votre application d’authentification (ou l’un de vos codes de récupération).'
          : 'La connexion ne demande plus que votre mot de passe.',
        '',
        'Si c’est vous qui avez fait ce changement, vous n’avez rien d’autre à faire.',
        '',
        `Sinon, quelqu’un d’autre connaît votre mot de passe. Choisissez-en un nouveau tout de suite sur ${forgot} et`,
        `écrivez-nous à ${brand.email}.`,
      ]),
    }),
  },
}

/**
 * Someone at the organisation's claimed domain asks to join (decision 069): who, and where the
 * Admin approves or rejects. The requester's address is one line, as every value.
 */
export function joinRequestMail(p: JoinRequestPayload, language: SettingsLanguage = 'en'): OutgoingMail {
  return {
    to: p.email,
    tag: 'join-request',
    ...NOTICE_WORDING[language].joinRequest(
      oneLine(p.requester),
      oneLine(p.organization) || null,
      siteLink(sectionHref('team')),
    ),
  }
}

/** A confirmation e-mail's outbox row (app/.server/auth/email-confirmation.ts): the token is there until it is sent. */
export interface EmailConfirmationPayload {
  email: string
  token: string
  expires_at: string
}

/** The link that confirms a built-in account's address (docs/product.md#sign-up): once, for 24 hours. */
export function emailConfirmationMail(p: EmailConfirmationPayload, language: SettingsLanguage = 'en'): OutgoingMail {
  return {
    to: p.email,
    tag: 'email-confirmation',
    ...WORDING[language].emailConfirmation(
      siteLink(emailConfirmationPath(p.token)),
      dateTime(language, new Date(p.expires_at)),
    ),
  }
}

export function joinDecisionMail(p: JoinDecisionPayload, language: SettingsLanguage = 'en'): OutgoingMail {
  return {
    to: p.email,
    tag: 'join-decision',
    ...NOTICE_WORDING[language].joinDecision(oneLine(p.organization) || null, p.approved, siteLink('/dashboard')),
  }
}

/**
 * Told to the account's address whenever its two-factor authentication is turned on or off, never
 * optional: if it was not them, someone has their password and a way past the second step. No
 * secret in it, only what changed and when.
 */
export function securityNoticeMail(p: SecurityNoticePayload, language: SettingsLanguage = 'en'): OutgoingMail {
  return {
    to: p.email,
    tag: 'security-notice',
    ...NOTICE_WORDING[language].twoFactor(
      p.event === 'two-factor-on',
      dateTime(language, new Date(p.at)),
      siteLink('/forgot-password'),
    ),
  }
}

/** A staff invitation's outbox row (private.invite_staff): the token is there until it is sent. */
export interface StaffInvitationPayload {
  email: string
  invited_by: string | null
  token: string
  expires_at: string
}

/** The invitation to join the staff (docs/product.md#admin): the single-use link, valid 7 days. */
export function staffInvitationMail(p: StaffInvitationPayload, language: SettingsLanguage = 'en'): OutgoingMail {
  return {
    to: p.email,
    tag: 'staff-invitation',
    ...WORDING[language].staffInvitation({
      inviter: oneLine(p.invited_by) || null,
      until: dateTime(language, new Date(p.expires_at)),
      link: siteLink(staffInvitationPath(p.token)),
    }),
  }
}
