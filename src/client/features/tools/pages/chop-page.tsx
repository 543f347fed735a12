/** /tools/chop (issue 27): placeholder until its work lands. */
export default function ChopToolPage() {
  return <main className="container mx-auto p-6"><h1 className="text-2xl font-bold">Chop</h1></main>;
}
