import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  hint?: string;
};

/**
 * A password input with a labelled show/hide toggle, so people can check what they typed
 * (fewer failed logins and mistyped new passwords).
 */
export const PasswordField = forwardRef<HTMLInputElement, Props>(
  function PasswordField(props, ref) {
    const { t } = useTranslation('common');
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        trailing={
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('passwordField.hide') : t('passwordField.show')}
            title={visible ? t('passwordField.hide') : t('passwordField.show')}
            className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            {visible ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        }
      />
    );
  },
);
