import Box from '@mui/material/Box';
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

/**
 * A news text written in Markdown, rendered by react-markdown: HTML typed in the text is never
 * parsed (it shows as the text it is), and rehype-sanitize (GitHub's allow-list) strips whatever
 * else could run — `javascript:` links, event attributes — before anything reaches the page.
 */
export function NewsMarkdown({ text }: { text: string }) {
  return (
    <Box
      sx={{
        '& > :first-of-type': { mt: 0 },
        '& img': { maxWidth: '100%' },
        '& a': { color: 'primary.main' },
        lineHeight: 1.6,
        overflowWrap: 'anywhere',
      }}
    >
      <Markdown rehypePlugins={[rehypeSanitize]}>{text}</Markdown>
    </Box>
  );
}
