import { PublicHeader } from "@client/components/public-header";

export default function DemoPage() {
  return (
    <div className="min-h-screen felt-bg">
      <PublicHeader />
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold">Demo Mode</h1>
      </main>
    </div>
  );
}
