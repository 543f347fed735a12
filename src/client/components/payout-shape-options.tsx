import { PAYOUT_SHAPES } from "@core/live/schema/event-setup";
import { PAYOUT_SHAPE_LABELS } from "@core/live/prizes/payout-generator";

/** The payout shapes as a select's options, each by its label. */
export function PayoutShapeOptions() {
  return PAYOUT_SHAPES.map((s) => (
    <option key={s} value={s}>
      {PAYOUT_SHAPE_LABELS[s]}
    </option>
  ));
}
