import type { StatementYears } from "@core/contracts/statements";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/statements/years: the years with a stake, newest first (they change with the stakes, so under "investments"). */
export const getStatementYearsQueryOptions = () =>
  queryOptions({ queryKey: dataKey("investments", "statement-years"), queryFn: () => apiGet<StatementYears>("/api/statements/years") });

export function useStatementYears() {
  return useQuery(getStatementYearsQueryOptions());
}

/** The CSV's address: a plain link, so the browser downloads it with the session cookie. */
export const statementUrl = (year: number) => `/api/statements?year=${year}`;
