import styles from './steps-bar.module.css';

// The shipping form's steps as a row of buttons, drawn as antd's small Steps (numbered circles,
// the current one filled, the done ones ticked), without its code. A step not reached yet is
// disabled; the current one is `aria-current="step"`. Titles go under the numbers on a phone.
export function StepsBar({
  titles,
  current,
  reached,
  onChange,
  vertical,
}: {
  titles: string[];
  current: number;
  reached: number;
  onChange: (index: number) => void;
  vertical: boolean;
}) {
  return (
    <ol className={`${styles.bar} ${vertical ? styles.vertical : ''}`}>
      {titles.map((title, index) => {
        const state = index === current ? styles.current : index < current ? styles.done : styles.waiting;
        return (
          <li key={title} className={`${styles.item} ${state}`}>
            <button type="button" className={styles.button} disabled={index > reached} aria-current={index === current ? 'step' : undefined} onClick={() => onChange(index)}>
              <span className={styles.icon} aria-hidden>
                {index < current ? '✓' : index + 1}
              </span>
              <span className={styles.title}>{title}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
