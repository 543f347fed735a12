import { Search } from "lucide-react";
import { Input } from "@client/components/ui/input";
import { useKeptFocus } from "@client/lib/kept-focus";

/** A search box with its magnifier inside; what it searches is the caller's. */
export function SearchField({
  className,
  inputClassName,
  label,
  placeholder,
  value,
  onChange,
  keepFocusAs,
}: {
  /** the wrapper's classes, "relative" among them: the magnifier sits over the field */
  className: string;
  inputClassName: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** a name for the field on its page: it then takes its focus back when mounted again (lib/kept-focus.ts) */
  keepFocusAs?: string;
}) {
  const keptFocus = useKeptFocus(keepFocusAs);
  return (
    <div className={className}>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className={inputClassName}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...keptFocus}
      />
    </div>
  );
}
