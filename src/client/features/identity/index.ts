// Identity verification (decision 204): the Identity tab of Profile Settings, and the Create Campaign form's step.
export { IdentityCard } from "./components/identity-card";
export { IdentityStepNote, useIdentityGate } from "./components/identity-step-note";
