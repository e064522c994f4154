/** /products: the six in-house products (docs/product.md#company-pages). Static, rendered on the server. */
import type { MetaFunction } from '@remix-run/node'
import { Layers } from '~/components/ui/icons'
import { ProductCard } from '~/components/products/product-card'
import { brand } from '~/lib/brand'
import { products } from '~/lib/products'

export const meta: MetaFunction = () => [
  { title: `Products | ${brand.name}` },
  {
    name: 'description',
    content: `Intelligence, engineered for impact: ${brand.name}'s in-house AI products, from an enterprise AI platform that saves up to 40% on AI costs to message analysis at 1 cent per message.`,
  },
]

export default function ProductsPage() {
  return (
    <>
      <section
        aria-labelledby="products-title"
        className="mx-auto max-w-7xl px-4 pb-12 pt-20 text-center sm:px-6 sm:pt-28"
      >
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-4 py-1.5 text-sm font-medium text-accent-foreground">
          <Layers aria-hidden="true" className="h-4 w-4" />
          {brand.name} Products
        </p>
        <h1 id="products-title" className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">
          Intelligence, Engineered for <span className="text-primary">Impact</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
          Beyond our catalogue of 200+ industry-specific models, we build our own AI products: ready to use, priced for
          real workloads and backed by the same expert team.
        </p>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2" aria-label={`${brand.name} products`}>
          {products.map((product, index) => (
            <li key={product.key}>
              <ProductCard product={product} featured={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
