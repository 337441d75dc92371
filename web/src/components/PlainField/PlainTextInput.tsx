import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import classes from './PlainField.module.css';

interface PlainTextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  label: string;
  /** An icon inside the box, before the text (decorative). */
  leftIcon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text box that looks like Mantine's TextInput, without its code (PlainField.module.css says why). */
export function PlainTextInput({ label, leftIcon, ref, ...inputProps }: PlainTextInputProps) {
  const id = useId();
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <div className={classes.control}>
        {leftIcon && <span className={`${classes.icon} ${classes.leftIcon}`}>{leftIcon}</span>}
        <input
          ref={ref}
          id={id}
          className={leftIcon ? `${classes.input} ${classes.withLeftIcon}` : classes.input}
          {...inputProps}
        />
      </div>
    </div>
  );
}
