import { RelativeTime } from '../../../components/relative-time';
import type { HelpSearchResult } from '@portal/contracts/help';
import { List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Highlight, Marked } from './highlight';
import styles from './help.module.css';

function Title({ result, words }: { result: HelpSearchResult; words: readonly string[] }) {
  return result.titleMarks.length ? <Marked text={result.title} ranges={result.titleMarks} /> : <Highlight text={result.title} words={words} />;
}

// Search results, titles first: an article opens in the page (?id=, keeping ?q= so its words
// stay marked and Back returns to the results); a public consultation
// shows its question and the staff answer in place.
export function SearchResults({ results, q, words }: { results: HelpSearchResult[]; q: string; words: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <List
      dataSource={results}
      rowKey={(r) => `${r.kind}-${r.id}`}
      renderItem={(result) => (
        <List.Item className={styles.result}>
          <div className={styles.resultBody}>
            {result.kind === 'article' ? (
              <Link to={`?${new URLSearchParams({ q, id: String(result.id) }).toString()}`} className={styles.resultTitle}>
                <Title result={result} words={words} />
              </Link>
            ) : (
              <span className={styles.resultTitle}>
                <Tag color="blue">{t('help.search.consultation')}</Tag>
                <Title result={result} words={words} />
              </span>
            )}
            {result.kind === 'advice' && result.answer ? (
              <Typography.Paragraph className={styles.answer}>
                <strong>{t('help.search.answer')}</strong> <Highlight text={result.answer} words={words} />
                {result.answeredAt ? <Typography.Text type="secondary"> · <RelativeTime value={result.answeredAt} /></Typography.Text> : null}
              </Typography.Paragraph>
            ) : (
              <Typography.Paragraph type="secondary" className={styles.excerpt}>
                <Highlight text={result.excerpt} words={words} />
              </Typography.Paragraph>
            )}
          </div>
        </List.Item>
      )}
    />
  );
}
