import { useId } from 'react';
import classes from './Honeypot.module.css';

interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The 'website' field of the public forms (contact, subscribe box): hidden
 * from people and assistive technology, so only bots fill it in; the server
 * then drops the submission and answers as if it went through.
 */
export function Honeypot({ value, onChange }: HoneypotProps) {
  const id = useId();
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <label htmlFor={id}>No completar este campo</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
