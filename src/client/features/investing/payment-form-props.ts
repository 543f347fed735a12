/** What the dialog gives either card form (sandbox or Stripe Elements). */
export interface PaymentFormProps {
  clientSecret: string;
  paymentIntentId: string;
  /** e.g. "Pay $262.50" */
  payLabel: string;
  processing: boolean;
  onProcessingChange: (processing: boolean) => void;
  /** the provider charged the card */
  onPaid: () => void;
  /** the provider refused; its own message */
  onFailed: (message: string) => void;
  onCancel: () => void;
  /** why the last card was refused, shown next to the card field (the card step stays open for another card) */
  cardError: string | null;
}
