import { structureToolInput } from "@core/contracts/structure-tool";
import type { StructureRow } from "@core/live/schema/contracts";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { errorMessage } from "@client/lib/api";
import { requestStructure } from "@client/lib/structure-tool";

/** Generates a structure from the event's starting chips and a length, on the call the public /tools/structure page uses. */
export function StructureGenerator({ startingChips, onGenerated }: { startingChips: string; onGenerated: (levels: StructureRow[]) => void }) {
  const [hours, setHours] = useState("6");
  const [levelMinutes, setLevelMinutes] = useState("20");
  const [problem, setProblem] = useState<string | null>(null);
  const generate = useMutation({ mutationFn: requestStructure, onSuccess: (r) => onGenerated(r.levels), onError: (err) => setProblem(errorMessage(err)) });

  const run = () => {
    const parsed = structureToolInput.safeParse({
      startingStack: Number(startingChips.replace(/[,\s]/g, "")),
      hours: Number(hours),
      levelMinutes: Number(levelMinutes),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // the API's messages name its fields; the form says them in its labels' words (the stack is its Starting Chips)
      setProblem(issue.message.replace("startingStack", "Starting chips").replace("hours", "Hours").replace("levelMinutes", "Minutes per level"));
      return;
    }
    setProblem(null);
    generate.mutate(parsed.data);
  };

  return (
    <div className="min-w-0 space-y-1.5">
      <p className="text-sm font-medium">Or generate from the starting chips</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-24 space-y-1">
          <Label htmlFor="t-gen-hours" className="text-xs">
            Hours
          </Label>
          <Input id="t-gen-hours" inputMode="decimal" className="h-9" value={hours} onChange={(e) => setHours(e.target.value)} />
        </div>
        <div className="w-28 space-y-1">
          <Label htmlFor="t-gen-minutes" className="text-xs">
            Minutes per level
          </Label>
          <Input id="t-gen-minutes" inputMode="numeric" className="h-9" value={levelMinutes} onChange={(e) => setLevelMinutes(e.target.value)} />
        </div>
        <Button type="button" variant="secondary" size="sm" className="h-9" disabled={generate.isPending} onClick={run}>
          {generate.isPending ? "Generating..." : "Generate"}
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
