// How to call an HTTP API from curl, Python and JavaScript: one tab per language, each snippet with a copy button.
// The key is read from an environment variable (src/lib/snippets.ts), so no snippet ever holds a secret.
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_VARIABLE, requestSnippet, SNIPPET_LANGUAGES, type SnippetRequest } from '@/lib/snippets';
import CodeBlock from './CodeBlock';

export interface RequestSnippetsProps {
  request: SnippetRequest;
  title?: string;
  /** Test ids: `<testId>-<language>` for each snippet. */
  testId?: string;
}

export default function RequestSnippets({ request, title, testId = 'request-snippet' }: RequestSnippetsProps) {
  const { t } = useTranslation('snippets');
  const [language, setLanguage] = useState<(typeof SNIPPET_LANGUAGES)[number]>('curl');
  const id = useId();
  const names = { curl: 'curl', python: 'Python', javascript: 'JavaScript' } as const;
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h3" component="h3">
        {title ?? t('snippets:title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid={`${testId}-note`}>
        {t('snippets:keyNote', { variable: API_KEY_VARIABLE })}
      </Typography>
      <Tabs
        value={language}
        onChange={(_e, v: typeof language) => setLanguage(v)}
        aria-label={t('snippets:languages')}
        sx={{ mt: 1 }}
      >
        {SNIPPET_LANGUAGES.map((l) => (
          <Tab
            key={l}
            value={l}
            label={names[l]}
            id={`${id}-tab-${l}`}
            aria-controls={`${id}-panel-${l}`}
            data-testid={`${testId}-tab-${l}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel-${language}`} aria-labelledby={`${id}-tab-${language}`}>
        <CodeBlock
          bare
          code={requestSnippet(language, request)}
          copyLabel={t('snippets:copy', { language: names[language] })}
          testId={`${testId}-${language}`}
        />
      </div>
    </Paper>
  );
}
