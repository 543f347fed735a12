import { Search } from "lucide-react";
import { Input } from "@client/components/ui/input";

/** A search box with its magnifier inside; what it searches is the caller's. */
export function SearchField({
  className,
  inputClassName,
  label,
  placeholder,
  value,
  onChange,
}: {
  /** the wrapper's classes, "relative" among them: the magnifier sits over the field */
  className: string;
  inputClassName: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={className}>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" aria-label={label} placeholder={placeholder} className={inputClassName} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
