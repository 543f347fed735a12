import { PASSWORD_RULES_HINT, SIGN_UP_EMAIL_HINT, SIGN_UP_EMAIL_LABEL, SIGN_UP_LIMITS, SIGN_UP_PASSWORDS_DIFFER } from "@core/contracts/sign-up-texts";
import { isRole, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from "@core/roles";
import { safeNextPath } from "@core/safe-next";
import { BadgeCheck, ShieldCheck, TrendingUp } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearch } from "wouter";
import { Brand } from "@client/components/brand";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { fieldAria, FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { fieldErrors } from "@client/lib/field-errors";
import { useLazyModule } from "@client/lib/lazy-module";
import { cn } from "@client/lib/utils";
import { signIn, signUp } from "./api/sign-in";
import { ForgotPasswordForm } from "./forgot-password-form";
import { signUpRules } from "./sign-up-rules";

const TEST_ACCOUNTS = [
  { username: "investor", role: "Investor" },
  { username: "pro", role: "Player" },
  { username: "sponsor", role: "Sponsor" },
];

export function initialAuthState(search: string): { tab: "login" | "register"; role: Role; next: string } {
  const params = new URLSearchParams(search);
  const role = params.get("role");
  const validRole = isRole(role) ? role : null;
  const tab = params.get("mode") === "login" || !validRole ? "login" : "register";
  return { tab, role: validRole ?? "investor", next: safeNextPath(params.get("next")) ?? "/" };
}

export default function AuthPage() {
  const search = useSearch();
  const initial = initialAuthState(search);
  const [tab, setTab] = useState(initial.tab);
  return (
    <div className="grid min-h-screen felt-bg lg:grid-cols-2">
      <aside className="relative hidden flex-col justify-between border-r bg-gradient-to-br from-slate-950 via-slate-900 to-emerald-950/60 p-10 lg:flex">
        <Brand />
        <div className="space-y-6">
          <h1 className="text-4xl font-extrabold leading-tight">
            Back the players. <span className="gold-text">Share the prize pool.</span>
          </h1>
          <p className="max-w-md text-lg text-muted-foreground">
            Verified professionals sell a percentage of their tournament winnings. Investors buy stakes by card and get paid when they cash.
          </p>
          <ul className="space-y-3 text-sm">
            <li className="flex items-center gap-3">
              <BadgeCheck className="h-5 w-5 text-primary" /> Verified Players Only
            </li>
            <li className="flex items-center gap-3">
              <ShieldCheck className="h-5 w-5 text-primary" /> Payments confirmed before a stake is recorded
            </li>
            <li className="flex items-center gap-3">
              <TrendingUp className="h-5 w-5 text-primary" /> Payouts computed from real results
            </li>
          </ul>
        </div>
        <p className="text-xs text-muted-foreground">Trusted by 10,000+ Players · $500M+ Tournaments Tracked · 98% Success Rate</p>
      </aside>
      <main className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md space-y-6">
          <div className="lg:hidden">
            <Brand />
          </div>
          <Card>
            <CardHeader>
              <CardTitle className="text-2xl">{tab === "login" ? "Sign in to your account" : "Create your account"}</CardTitle>
              <CardDescription>
                {tab === "login" ? "Sign in to manage your stakes and campaigns." : "Join as an investor, a player or a sponsor."}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs value={tab} onValueChange={(v) => setTab(v as "login" | "register")}>
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="login">Sign In</TabsTrigger>
                  <TabsTrigger value="register">Sign Up</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <SignInForm next={initial.next} />
                </TabsContent>
                <TabsContent value="register">
                  <SignUpForm initialRole={initial.role} next={initial.next} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
          <div className="rounded-lg border border-dashed bg-card/50 p-4 text-sm" data-testid="test-accounts">
            <p className="font-semibold">Test accounts</p>
            <p className="mt-1 text-muted-foreground">Each password is the same as the username.</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {TEST_ACCOUNTS.map((a) => (
                <li key={a.username} className="rounded-md bg-secondary px-2 py-1 font-mono text-xs">
                  {a.username} <span className="text-muted-foreground">({a.role})</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </main>
    </div>
  );
}

function SignInForm({ next }: { next: string }) {
  const [forgot, setForgot] = useState(false);
  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;
  return <PasswordSignIn next={next} onForgot={() => setForgot(true)} />;
}

function PasswordSignIn({ next, onForgot }: { next: string; onForgot: () => void }) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!username.trim() || !password) {
      toast({ title: "Missing fields", description: "Please enter both username and password.", variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      const user = await signIn({ username: username.trim(), password });
      toast({ title: "Login successful!", description: `${user.signedInBefore ? "Welcome back" : "Welcome"}, ${user.username}!` });
      // a full load, so every query starts from the new session
      window.location.assign(next);
    } catch (err) {
      toast({ title: "Login failed", description: errorMessage(err), variant: "destructive" });
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <div className="space-y-2">
        <Label htmlFor="login-username">Username</Label>
        <Input id="login-username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="login-password">Password</Label>
        <Input id="login-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Signing in..." : "Sign In"}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onForgot}>
        Forgot password?
      </Button>
    </form>
  );
}

type SignUpText = "username" | "email" | "password" | "confirm";

/** The account's username, optional e-mail and password typed twice, each with its message. */
function SignUpFields({
  values,
  errors,
  onEdit,
}: {
  values: Record<SignUpText, string>;
  errors: Partial<Record<string, string>>;
  onEdit: (field: SignUpText, value: string) => void;
}) {
  return (
    <>
      <FormField id="register-username" label="Username" error={errors.username} counter={{ value: values.username.trim(), max: SIGN_UP_LIMITS.username }}>
        <Input
          {...fieldAria("register-username", errors.username)}
          autoComplete="username"
          value={values.username}
          onChange={(e) => onEdit("username", e.target.value)}
        />
      </FormField>
      <FormField id="register-email" label={SIGN_UP_EMAIL_LABEL} error={errors.email} hint={SIGN_UP_EMAIL_HINT}>
        <Input
          {...fieldAria("register-email", errors.email, true)}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => onEdit("email", e.target.value)}
        />
      </FormField>
      <FormField id="register-password" label="Password" error={errors.password} hint={PASSWORD_RULES_HINT}>
        <Input
          {...fieldAria("register-password", errors.password, true)}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => onEdit("password", e.target.value)}
        />
      </FormField>
      <FormField id="register-confirm" label="Confirm Password" error={errors.confirm}>
        <Input
          {...fieldAria("register-confirm", errors.confirm)}
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={(e) => onEdit("confirm", e.target.value)}
        />
      </FormField>
    </>
  );
}

function RolePicker({ role, onChange }: { role: Role; onChange: (role: Role) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">I want to join as</legend>
      <div role="radiogroup" aria-label="Role" className="grid gap-2">
        {ROLES.map((r) => (
          <label
            key={r}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-md border p-3 transition-colors",
              role === r ? "border-primary bg-primary/10" : "hover:bg-accent",
            )}
          >
            <input type="radio" name="role" value={r} checked={role === r} onChange={() => onChange(r)} className="mt-1 accent-amber-500" />
            <span>
              <span className="block text-sm font-semibold">{ROLE_LABELS[r]}</span>
              <span className="block text-xs text-muted-foreground">{ROLE_DESCRIPTIONS[r]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SignUpForm({ initialRole, next }: { initialRole: Role; next: string }) {
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [role, setRole] = useState<Role>(initialRole);
  const [pending, setPending] = useState(false);
  // after the first submit every field's message follows the typing, so a fixed field clears at once
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const rules = useLazyModule(signUpRules);
  // once submitted, the rules are in: onSubmit waits for them
  const errors = submitted && rules ? { ...fieldErrors(rules.signUpForm, { username, email, password, confirm, role }), ...serverErrors } : {};

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const { signUpForm } = await signUpRules.load();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(fieldErrors(signUpForm, { username, email, password, confirm, role })).length > 0) {
      // the spec's toasts stay; the messages next to the fields say what to fix in each
      if (!username.trim() || !password || !confirm) toast({ title: "Missing fields", description: "Please fill in all fields.", variant: "destructive" });
      else if (password !== confirm) toast({ title: "Password mismatch", description: SIGN_UP_PASSWORDS_DIFFER, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      // the e-mail is optional: a blank one is left out
      await signUp({ username: username.trim(), password, role, ...(email.trim() ? { email: email.trim() } : {}) });
      toast({ title: "Registration successful!", description: `Welcome to StakeLine, ${username.trim()}!` });
      window.location.assign(next);
    } catch (err) {
      const message = errorMessage(err);
      // the server's own field rules (a taken username, a common password) belong next to that field
      const field = /password/i.test(message) ? "password" : /username/i.test(message) ? "username" : /e-?mail/i.test(message) ? "email" : null;
      if (field) setServerErrors({ [field]: message });
      else toast({ title: "Registration failed", description: message, variant: "destructive" });
      setPending(false);
    }
  }

  const clearServerError = (field: string) => setServerErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  const setters = { username: setUsername, email: setEmail, password: setPassword, confirm: setConfirm };
  const edit = (field: SignUpText, value: string) => {
    setters[field](value);
    // a new confirmation is checked against the password by the rules, the server says nothing of it
    if (field !== "confirm") clearServerError(field);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <SignUpFields values={{ username, email, password, confirm }} errors={errors} onEdit={edit} />
      <RolePicker role={role} onChange={setRole} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Creating account..." : "Sign Up"}
      </Button>
    </form>
  );
}
