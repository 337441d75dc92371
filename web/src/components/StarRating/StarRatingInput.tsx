import { IconStarFilled } from '@tabler/icons-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_STARS, starLabel } from './starFills';
import classes from './StarRating.module.css';

interface StarRatingInputProps {
  /** The committed rating; 0 when none. */
  value: number;
  /** Called when a star is chosen with a click, Enter or Space. */
  onRate: (stars: number) => void;
  /** Accessible name of the group. */
  label: string;
  /** After rating: the choice stays visible but cannot change. */
  readOnly?: boolean;
  /** While a rating is being sent (or the earlier one read): clicks and keys are ignored. */
  disabled?: boolean;
}

const STARS = Array.from({ length: MAX_STARS }, (_, index) => index + 1);

/**
 * A radio group of stars. Arrow keys, Home and End move and preview the choice
 * without sending it (a keyboard user must be able to reach 4 stars without
 * submitting 1, 2 and 3 on the way); a click, Enter or Space commits it.
 * Inactive stars use aria-disabled rather than the disabled attribute, so the
 * focused star keeps the focus while a rating is sent and after it is saved.
 */
export function StarRatingInput({ value, onRate, label, readOnly = false, disabled = false }: StarRatingInputProps) {
  const [hovered, setHovered] = useState(0);
  const [preview, setPreview] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const hintId = useId();
  const inactive = readOnly || disabled;
  const selected = inactive ? value : preview || value;
  const lit = inactive ? value : hovered || selected;
  const focusable = selected || 1;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (inactive) return;
    const moves: Record<string, number> = {
      ArrowRight: focusable + 1,
      ArrowUp: focusable + 1,
      ArrowLeft: focusable - 1,
      ArrowDown: focusable - 1,
      Home: 1,
      End: MAX_STARS,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = Math.min(Math.max(target, 1), MAX_STARS);
    setPreview(next);
    buttons.current[next - 1]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-describedby={inactive ? undefined : hintId}
      aria-readonly={readOnly || undefined}
      aria-disabled={disabled || undefined}
      className={classes.group}
      onKeyDown={handleKeyDown}
      onMouseLeave={() => setHovered(0)}
    >
      {STARS.map((stars) => (
        <button
          key={stars}
          ref={(element) => {
            buttons.current[stars - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={selected === stars}
          aria-label={starLabel(stars)}
          tabIndex={stars === focusable ? 0 : -1}
          aria-disabled={inactive || undefined}
          data-lit={stars <= lit || undefined}
          className={classes.choice}
          onMouseEnter={() => !inactive && setHovered(stars)}
          onClick={() => {
            if (inactive) return;
            // The committed value takes over; a failed rating must fall back to no stars.
            setPreview(0);
            onRate(stars);
          }}
        >
          <IconStarFilled size={28} aria-hidden />
        </button>
      ))}
      {!inactive && (
        <span id={hintId} hidden>
          Usa las flechas para elegir y Enter para enviar.
        </span>
      )}
    </div>
  );
}
