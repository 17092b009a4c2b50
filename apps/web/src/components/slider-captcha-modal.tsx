import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import type { CaptchaChallenge } from '@portal/contracts/captcha';
import { Button, Modal } from 'antd';
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';
import { checkCaptcha } from '../lib/verification-api';
import styles from './slider-captcha.module.css';

interface SliderCaptchaModalProps {
  challenge: CaptchaChallenge;
  onVerified: (captchaVerification: string) => void;
  onCancel: () => void;
  onReload: () => void;
}

const TRACK_LIMIT = 500;

// The slider check: the member moves the piece (by dragging the piece or the handle, or with
// the arrow keys) until it fills the gap in the background, then the server compares x.
// One puzzle per mount: give it `key={challenge.captchaId}`.
export function SliderCaptchaModal({ challenge, onVerified, onCancel, onReload }: SliderCaptchaModalProps) {
  const { t } = useTranslation();
  const { width, height, pieceSize, pieceY } = challenge;
  const maxX = Math.max(0, width - pieceSize);
  const [x, setX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [checking, setChecking] = useState(false);
  const [scale, setScale] = useState(1);
  const drag = useRef<{ pointerX: number; startX: number } | null>(null);
  const track = useRef<[number, number][]>([]);
  const startedAt = useRef(0);

  // On narrow screens the puzzle is drawn smaller; x stays in the puzzle's own pixels.
  const frameRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return undefined;
      const observer = new ResizeObserver(([entry]) => {
        if (entry) setScale(Math.min(1, entry.contentRect.width / width));
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [width],
  );

  const clamp = (value: number) => Math.min(maxX, Math.max(0, value));

  const record = (value: number) => {
    const now = performance.now();
    if (!startedAt.current) startedAt.current = now;
    if (track.current.length < TRACK_LIMIT) track.current.push([Math.round(now - startedAt.current), Math.round(value)]);
  };

  const moveTo = (value: number) => {
    const next = clamp(value);
    setX(next);
    record(next);
  };

  const submit = async (value: number) => {
    if (checking) return;
    setChecking(true);
    try {
      const result = await checkCaptcha({ captchaId: challenge.captchaId, x: Math.round(value), track: track.current });
      onVerified(result.captchaVerification);
    } catch {
      feedback.error(t('common.captcha.failed'), 3);
      onReload();
    } finally {
      setChecking(false);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (checking) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerX: event.clientX, startX: x };
    setDragging(true);
    record(x);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    moveTo(drag.current.startX + (event.clientX - drag.current.pointerX) / scale);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    const final = clamp(drag.current.startX + (event.clientX - drag.current.pointerX) / scale);
    drag.current = null;
    setDragging(false);
    moveTo(final);
    void submit(final);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') moveTo(x + step);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') moveTo(x - step);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(maxX);
    else if (event.key === 'Enter') void submit(x);
    else return;
    event.preventDefault();
  };

  const dragHandlers = { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };

  return (
    <Modal open title={t('common.captcha.title')} footer={null} onCancel={onCancel} width={width + 48} centered>
      <p>{t('common.captcha.hint')}</p>
      <div ref={frameRef} className={`${styles.frame} ${dragging ? styles.dragging : ''}`}>
        <div style={{ height: height * scale }}>
          <div className={styles.stage} style={{ width, height, transform: `scale(${scale})` }}>
            <img src={challenge.background} width={width} height={height} alt={t('common.captcha.image')} draggable={false} />
            <img
              src={challenge.piece}
              width={pieceSize}
              height={pieceSize}
              alt=""
              aria-hidden
              draggable={false}
              className={styles.piece}
              style={{ left: x, top: pieceY }}
              {...dragHandlers}
            />
          </div>
        </div>
        <div className={styles.track} style={{ width: width * scale }}>
          <div className={styles.fill} style={{ width: (x + pieceSize / 2) * scale }} />
          <div
            role="slider"
            tabIndex={0}
            autoFocus
            aria-label={t('common.captcha.slider')}
            aria-valuemin={0}
            aria-valuemax={maxX}
            aria-valuenow={Math.round(x)}
            aria-busy={checking}
            className={styles.handle}
            style={{ left: x * scale, width: pieceSize * scale }}
            onKeyDown={onKeyDown}
            {...dragHandlers}
          >
            <ArrowRightOutlined aria-hidden />
          </div>
        </div>
      </div>
      <div className={styles.actions}>
        <Button icon={<ReloadOutlined />} onClick={onReload} disabled={checking}>
          {t('common.captcha.refresh')}
        </Button>
        <Button type="primary" loading={checking} onClick={() => void submit(x)}>
          {t('common.captcha.submit')}
        </Button>
      </div>
    </Modal>
  );
}
