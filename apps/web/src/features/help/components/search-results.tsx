import { RelativeTime } from '../../../components/relative-time';
import type { HelpSearchResult } from '@portal/contracts/help';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Highlight, Marked } from './highlight';
import styles from './help.module.css';

function Title({ result, words }: { result: HelpSearchResult; words: readonly string[] }) {
  return result.titleMarks.length ? <Marked text={result.title} ranges={result.titleMarks} /> : <Highlight text={result.title} words={words} />;
}

// Search results, titles first: an article opens in the page (?id=, keeping ?q= so its words
// stay marked and Back returns to the results); a public consultation
// shows its question and the staff answer in place. A plain list (antd's List is the table's
// library, which the help page does without).
export function SearchResults({ results, q, words }: { results: HelpSearchResult[]; q: string; words: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.results}>
      {results.map((result) => (
        <li key={`${result.kind}-${result.id}`} className={styles.result}>
          <div className={styles.resultBody}>
            {result.kind === 'article' ? (
              <Link to={`?${new URLSearchParams({ q, id: String(result.id) }).toString()}`} className={styles.resultTitle}>
                <Title result={result} words={words} />
              </Link>
            ) : (
              <span className={styles.resultTitle}>
                <span className={styles.tag}>{t('help.search.consultation')}</span>
                <Title result={result} words={words} />
              </span>
            )}
            {result.kind === 'advice' && result.answer ? (
              <p className={styles.answer}>
                <strong>{t('help.search.answer')}</strong> <Highlight text={result.answer} words={words} />
                {result.answeredAt ? (
                  <span className={styles.secondary}>
                    {' '}
                    · <RelativeTime value={result.answeredAt} />
                  </span>
                ) : null}
              </p>
            ) : (
              <p className={`${styles.excerpt} ${styles.secondary}`}>
                <Highlight text={result.excerpt} words={words} />
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
