import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import * as styles from './PreviewFrame.css';

export interface PreviewFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A whole HTML document, shown as given. */
  html: string;
  /** Names the frame for assistive technology (an iframe needs a title). */
  title: string;
  /** The device's size in CSS pixels: a phone's, 390 × 844, by default. */
  width?: number;
  height?: number;
}

/**
 * A page shown at a device's size, scaled down to fit its column, never wider than it. The
 * document goes in `srcdoc` inside a sandbox with no permission at all: no script runs, no form
 * is sent, no popup or top navigation happens, and the page gets an opaque origin, so it can
 * read nothing of the app around it (its storage, its cookies, its DOM).
 */
export function PreviewFrame({
  html,
  title,
  width = 390,
  height = 844,
  className,
  style,
  ...props
}: PreviewFrameProps) {
  const outer = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = outer.current;
    if (!element) return;
    const fit = () => setScale(Math.min(1, element.clientWidth / width) || 1);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div
      {...props}
      ref={outer}
      className={[styles.root, className].filter(Boolean).join(' ')}
      // The device's size, scaled: computed at run time from the column's width.
      style={{ ...style, maxInlineSize: width, blockSize: height * scale }}
      data-slot="preview-frame"
    >
      <iframe
        title={title}
        sandbox=""
        srcDoc={html}
        width={width}
        height={height}
        className={styles.frame}
        style={{ transform: `scale(${scale})` }}
        data-slot="frame"
      />
    </div>
  );
}
