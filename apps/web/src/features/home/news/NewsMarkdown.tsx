import Box from '@mui/material/Box';
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { linkColor } from './linkColor';

type MarkdownNode = { type: string; children?: MarkdownNode[] };

/** A remark plugin: HTML typed in the text becomes plain text, shown as typed rather than dropped. */
const htmlAsText = () => (tree: MarkdownNode) => {
  const visit = (node: MarkdownNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(visit);
  };
  visit(tree);
};

/**
 * A news text written in Markdown, rendered by react-markdown: HTML typed in the text is never
 * parsed (it shows as the text it is, `<script>` included), and rehype-sanitize (GitHub's
 * allow-list) strips whatever else could run — `javascript:` links, event attributes — before
 * anything reaches the page.
 */
export function NewsMarkdown({ text }: { text: string }) {
  return (
    <Box
      sx={{
        '& > :first-of-type': { mt: 0 },
        '& img': { maxWidth: '100%' },
        '& a': { color: linkColor },
        lineHeight: 1.6,
        overflowWrap: 'anywhere',
      }}
    >
      <Markdown remarkPlugins={[htmlAsText]} rehypePlugins={[rehypeSanitize]}>
        {text}
      </Markdown>
    </Box>
  );
}
