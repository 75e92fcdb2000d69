// An image that asks for its file only when it comes within 300 px of the viewport. Chrome's own
// loading="lazy" starts far earlier (over 1000 px away), so on a long list every picture would
// compete with the first screen's for a slow connection. Its box is sized from width/height, so
// nothing moves when the picture arrives.
import { useEffect, useRef, useState } from 'react';
import type { ImgHTMLAttributes } from 'react';

export function LazyImage({ src, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const img = ref.current;
    if (!img || near) return;
    if (typeof IntersectionObserver !== 'function') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(img);
    return () => observer.disconnect();
  }, [near]);

  return <img ref={ref} src={near ? src : undefined} loading="lazy" decoding="async" {...rest} />;
}
