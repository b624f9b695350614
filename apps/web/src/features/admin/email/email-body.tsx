import { Fragment } from 'react';

// An http(s) address up to the next space or closing bracket; trailing punctuation is left out.
const URL_PATTERN = /https?:\/\/[^\s<>()"']+[^\s<>()"'.,;:!?]/g;

/**
 * An e-mail's text body as written, its web addresses clickable (the invitation link). Text only,
 * never the HTML: nothing in a body can run or restyle the back-office.
 */
export function EmailTextBody({ text }: { text: string }) {
  const parts: (string | { url: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(text.slice(last, match.index), { url: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <div className="rounded-xl bg-slate-50 p-4 text-sm break-words whitespace-pre-wrap ring-1 ring-slate-200">
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <a
            key={i}
            href={part.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline"
          >
            {part.url}
          </a>
        ),
      )}
    </div>
  );
}
