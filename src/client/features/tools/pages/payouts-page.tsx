/** /tools/payouts (issue 27): placeholder until its work lands. */
export default function PayoutsToolPage() {
  return <main className="container mx-auto p-6"><h1 className="text-2xl font-bold">Payouts</h1></main>;
}
