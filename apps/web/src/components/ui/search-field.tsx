import { Search } from 'lucide-react';
import { useId, type InputHTMLAttributes } from 'react';

/**
 * A labelled search box with a magnifier: the list filters of the dashboards (mentees,
 * sessions, my mentors, contacts). `onValue` gets the text as typed; the caller debounces
 * or trims as its list needs. Other input attributes (e.g. `maxLength`) pass through.
 */
export function SearchField({
  label,
  value,
  onValue,
  className,
  id,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-xs font-semibold text-slate-700">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onValue(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          {...props}
        />
      </div>
    </div>
  );
}
