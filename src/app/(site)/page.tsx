export default function HomePage() {
  return <main id="contenu"><h1 className="text-3xl font-semibold">Cabinet médical</h1></main>;
}
