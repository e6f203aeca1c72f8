import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** Web addresses in a text: http(s) only, so `javascript:` and the like stay words. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]}'’]/gi;

/** The text cut into plain parts and links, in order. */
export function textParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let from = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ text: match[0], href: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/**
 * A post's or comment's text as the person typed it: React writes it as text, so markup in it
 * (a script tag) shows as the characters it is and never runs; web addresses become plain links
 * that open in a new tab without giving it a handle on this one.
 */
export function PostText({ text, variant = 'body1' }: { text: string; variant?: 'body1' | 'body2' }) {
  return (
    <Typography variant={variant} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {textParts(text).map((part, index) =>
        part.href ? (
          <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}
