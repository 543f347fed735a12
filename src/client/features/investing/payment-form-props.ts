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
}
