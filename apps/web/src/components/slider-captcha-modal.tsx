import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import type { CaptchaChallenge } from '@portal/contracts/captcha';
import { Button, Modal } from 'antd';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';
import { solveProofOfWork } from '../lib/proof-of-work';
import { checkCaptcha } from '../lib/verification-api';
import styles from './slider-captcha.module.css';
import { useDragTrack } from './use-drag-track';

interface SliderCaptchaModalProps {
  challenge: CaptchaChallenge;
  onVerified: (captchaVerification: string) => void;
  onCancel: () => void;
  onReload: () => void;
}

// The slider check: the member moves the piece (by dragging the piece or the handle, or with
// the arrow keys) until it fills the gap in the background, then the server judges x, the
// track of the move and the proof of work solved meanwhile (docs/captcha.md).
// One puzzle per mount: give it `key={challenge.captchaId}`.
export function SliderCaptchaModal({ challenge, onVerified, onCancel, onReload }: SliderCaptchaModalProps) {
  const { t } = useTranslation();
  const { width, height, pieceSize, pieceY } = challenge;
  const maxX = Math.max(0, width - pieceSize);
  const [x, setX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [checking, setChecking] = useState(false);
  const [scale, setScale] = useState(1);
  const drag = useRef<{ pointerX: number; pointerY: number; startX: number } | null>(null);
  const moves = useDragTrack();
  const pow = useRef<ReturnType<typeof solveProofOfWork> | null>(null);

  // The proof of work is solved in the background from the moment the puzzle shows.
  useEffect(() => {
    const controller = new AbortController();
    const solving = solveProofOfWork(challenge.pow, controller);
    solving.catch(() => undefined);
    pow.current = solving;
    return () => controller.abort();
  }, [challenge.pow]);

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

  const moveTo = (value: number, by: 'pointer' | 'keys', y = 0) => {
    const next = clamp(value);
    setX(next);
    moves.record(next, y, by);
  };

  const submit = async (value: number) => {
    if (checking) return;
    setChecking(true);
    try {
      if (!pow.current) throw new Error('no proof of work');
      const solution = await pow.current;
      const result = await checkCaptcha({ captchaId: challenge.captchaId, x: Math.round(value), ...moves.read(), pow: solution });
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
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, startX: x };
    setDragging(true);
    moves.record(x, 0, 'pointer');
  };

  // Where the pointer has taken the piece, and how far it has drifted up or down.
  const pointerAt = (event: PointerEvent<HTMLElement>, from: NonNullable<typeof drag.current>) => ({
    x: from.startX + (event.clientX - from.pointerX) / scale,
    y: (event.clientY - from.pointerY) / scale,
  });

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    const at = pointerAt(event, drag.current);
    moveTo(at.x, 'pointer', at.y);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    const at = pointerAt(event, drag.current);
    drag.current = null;
    setDragging(false);
    moveTo(at.x, 'pointer', at.y);
    void submit(clamp(at.x));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') moveTo(x + step, 'keys');
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') moveTo(x - step, 'keys');
    else if (event.key === 'Home') moveTo(0, 'keys');
    else if (event.key === 'End') moveTo(maxX, 'keys');
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
