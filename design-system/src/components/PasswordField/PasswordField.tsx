import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { IconButton } from '../IconButton';
import { TextField, type TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  showLabel?: string;
  hideLabel?: string;
}

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, showLabel, hideLabel, autoComplete = 'current-password', ...rest },
  ref,
) {
  const { t } = useLingui();
  label ??= t`Password`;
  showLabel ??= t`Show password`;
  hideLabel ??= t`Hide password`;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      endAdornment={
        <IconButton
          size="sm"
          label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          icon={visible ? <EyeOff /> : <Eye />}
          onClick={() => setVisible((v) => !v)}
        />
      }
      {...rest}
    />
  );
});
