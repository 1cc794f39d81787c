import type { MetaDescriptor } from "@remix-run/node";

/** What an invite link's preview says; built by invites.server.ts. */
export type InvitePreview = {
  title: string;
  description: string;
  siteName: string;
  /** Absolute, on APP_URL; null without it (a preview needs absolute addresses). */
  url: string | null;
  image: string | null;
};

/**
 * The Open Graph and Twitter card tags that make a shared invite link preview as "Join
 * <household> on Basil"; none without a valid invite.
 */
export function inviteMetaTags(preview: InvitePreview | null | undefined): MetaDescriptor[] {
  if (!preview) return [];
  return [
    { property: "og:title", content: preview.title },
    { property: "og:description", content: preview.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: preview.siteName },
    ...(preview.url ? [{ property: "og:url", content: preview.url }] : []),
    ...(preview.image ? [{ property: "og:image", content: preview.image }] : []),
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: preview.title },
    { name: "twitter:description", content: preview.description },
    ...(preview.image ? [{ name: "twitter:image", content: preview.image }] : []),
  ];
}
