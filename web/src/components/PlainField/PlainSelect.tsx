import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import classes from './PlainField.module.css';

export interface PlainOption {
  value: string;
  label: string;
}

interface PlainSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id' | 'children'> {
  label: string;
  options: readonly PlainOption[];
  /** Shown only on screens narrower than Mantine's `sm` breakpoint (48em). */
  hiddenFromSm?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** The up-and-down chevron Mantine's NativeSelect draws. */
function SelectChevron() {
  return (
    <svg width="18" height="18" viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M4.93 5.43a.45.45 0 0 0 .64.64L7.5 4.14l1.93 1.93a.45.45 0 0 0 .64-.64L7.82 3.18a.45.45 0 0 0-.64 0L4.93 5.43Zm5.14 4.14a.45.45 0 0 0-.64-.64L7.5 10.86 5.57 8.93a.45.45 0 0 0-.64.64l2.25 2.25c.18.18.46.18.64 0l2.25-2.25Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** A labelled native select that looks like Mantine's NativeSelect, without its code (PlainField.module.css says why). */
export function PlainSelect({ label, options, hiddenFromSm, ref, ...selectProps }: PlainSelectProps) {
  const id = useId();
  return (
    <div className={hiddenFromSm ? `${classes.field} ${classes.hiddenFromSm}` : classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <div className={classes.control}>
        <select ref={ref} id={id} className={`${classes.input} ${classes.select}`} {...selectProps}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={`${classes.icon} ${classes.rightIcon}`}>
          <SelectChevron />
        </span>
      </div>
    </div>
  );
}
