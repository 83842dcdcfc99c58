import type SanitizeHtml from 'sanitize-html';
import { lazyModule } from './lazy-module.js';

// Loaded with the first rejection written, not at start-up (decision 301).
const sanitizeHtml = lazyModule<typeof SanitizeHtml>('sanitize-html');

/**
 * The rejection reason is rich text written by staff and shown to applicants.
 * Only formatting survives: no scripts, no event handlers, no styles, and links
 * only to http(s) or mailto, opened safely.
 */
const options = (): SanitizeHtml.IOptions => ({
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml().simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
});

export function sanitizeRichText(html: string): string {
  return sanitizeHtml()(html, options()).trim();
}
