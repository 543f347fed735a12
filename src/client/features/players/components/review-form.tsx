import { REVIEW_COMMENT_MAX } from "@core/contracts/players";
import { useState, type FormEvent } from "react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { Textarea } from "@client/components/ui/textarea";
import { errorMessage } from "@client/lib/api";
import { useCreateReview, useReviewState } from "../api/reviews";

/**
 * "Leave a review" on a completed campaign's page, for a signed-in backer who has not reviewed it yet:
 * a rating 1-5 and a short comment about this campaign. Nobody else sees the form; the server checks again.
 */
export function ReviewForm({ campaignId, signedIn }: { campaignId: number; signedIn: boolean }) {
  const state = useReviewState(campaignId, signedIn);
  const create = useCreateReview(campaignId);
  // no preset: a rating the backer did not choose would count in the player's average (decision 214)
  const [rating, setRating] = useState("");
  const [missing, setMissing] = useState(false);
  const [comment, setComment] = useState("");
  if (create.isSuccess) {
    return (
      <Card>
        <CardContent className="pt-6 text-sm" role="status">
          Thank you: your review is on the player's page.
        </CardContent>
      </Card>
    );
  }
  if (!signedIn || !state.data?.canReview) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rating === "") {
      setMissing(true);
      return;
    }
    create.mutate({ rating: Number(rating), comment });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Leave a review</CardTitle>
        <p className="text-xs text-muted-foreground">How was backing this player: communication, payback?</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor="review-rating">Rating</Label>
            <NativeSelect
              id="review-rating"
              value={rating}
              aria-invalid={missing}
              aria-describedby={missing ? "review-rating-missing" : undefined}
              onChange={(e) => {
                setRating(e.target.value);
                setMissing(false);
              }}
            >
              <option value="" disabled>
                Choose a rating
              </option>
              {["5", "4", "3", "2", "1"].map((v) => (
                <option key={v} value={v}>
                  {v} out of 5
                </option>
              ))}
            </NativeSelect>
            {missing && (
              <p id="review-rating-missing" role="alert" className="text-sm text-destructive">
                Please choose a rating
              </p>
            )}
          </div>
          <div className="space-y-1">
            <Label htmlFor="review-comment">Comment</Label>
            <Textarea id="review-comment" value={comment} maxLength={REVIEW_COMMENT_MAX} onChange={(e) => setComment(e.target.value)} rows={3} />
          </div>
          {create.error && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(create.error)}
            </p>
          )}
          <Button type="submit" disabled={create.isPending}>
            Submit review
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
