/**
 * The link-preview image of every public page (docs/decisions/025-image-variants.md): a model's
 * page shows its cover as a 1200×630 PNG, every other public page the site's own image, always as
 * an absolute URL from SITE_URL. A route names its cover through its handle's `socialCover`.
 */
import { useLocation, useMatches } from '@remix-run/react'
import { SITE_SOCIAL_IMAGE, SOCIAL_IMAGE_SIZE, socialImage } from '~/lib/image-variants'
import { isPublicPage } from '~/lib/public-pages'

export interface SocialCoverHandle {
  socialCover: (data: unknown) => string | null | undefined
}

function hasSocialCover(handle: unknown): handle is SocialCoverHandle {
  return typeof (handle as Partial<SocialCoverHandle> | undefined)?.socialCover === 'function'
}

export function SocialImageTags({ siteUrl }: { siteUrl: string }) {
  const matches = useMatches()
  const { pathname } = useLocation()
  if (!isPublicPage(pathname)) return null
  const leaf = matches.findLast((match) => hasSocialCover(match.handle))
  const cover = leaf && hasSocialCover(leaf.handle) ? leaf.handle.socialCover(leaf.data) : null
  const image = socialImage(siteUrl, cover)
  // Our own previews are exactly this size; someone else's image is whatever it is.
  const ours = image.startsWith(siteUrl) && (image.endsWith('-og.png') || image.endsWith(SITE_SOCIAL_IMAGE))
  return (
    <>
      <meta property="og:image" content={image} />
      {ours ? (
        <>
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(SOCIAL_IMAGE_SIZE.width)} />
          <meta property="og:image:height" content={String(SOCIAL_IMAGE_SIZE.height)} />
        </>
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
    </>
  )
}
