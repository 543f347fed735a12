/** /tools/structure (issue 27): placeholder until its work lands. */
export default function StructureToolPage() {
  return <main className="container mx-auto p-6"><h1 className="text-2xl font-bold">Structure</h1></main>;
}
