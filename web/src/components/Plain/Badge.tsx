import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import ui from './Plain.module.css';

interface PlainBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The yellow 'Destacado' badge instead of the primary colour. */
  featured?: boolean;
}

/** Mantine's filled Badge (size md) in two spans (Plain.module.css says why). */
export function PlainBadge({ featured = false, className, children, ...rest }: PlainBadgeProps) {
  return (
    <span className={cx(ui.badge, featured && ui.badgeFeatured, className)} {...rest}>
      <span className={ui.badgeLabel}>{children}</span>
    </span>
  );
}
