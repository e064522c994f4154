/**
 * An invoice as a PDF (docs/decisions/085-invoices-that-add-up.md), drawn with pdfkit: the same
 * facts as its printable page (app/components/invoices/invoice-document.tsx), on one A4 page per
 * 25 lines or so (pdfkit breaks pages itself). Uncompressed: an invoice is a few kilobytes either
 * way, and its text (the number, the total) stays findable by a search or a test without an
 * inflater. The standard Helvetica needs no font file. pdfkit is loaded on the first invoice asked
 * for, not at every server start (decision 107).
 */
import { brand } from '~/lib/brand'
import { formatCents, formatTaxRate, type InvoiceDocument } from '~/lib/entities/invoice'
import { invoiceDay, invoiceWords, organisationOnInvoice } from '~/lib/invoice-document'

export async function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: `${invoiceWords.title} ${invoice.number}`, Author: brand.legalName, Subject: invoiceWords.title },
    displayTitle: true,
    lang: 'en',
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const columns = { quantity: left + width * 0.55, unit: left + width * 0.68, amount: left + width * 0.84 }

  doc.font('Helvetica-Bold').fontSize(20).text(`${invoiceWords.title} ${invoice.number}`)
  doc.moveDown(0.5).font('Helvetica').fontSize(10)
  doc.text(brand.legalName).text(brand.headquarters[1].address).text(brand.email)
  doc.moveDown()
  doc.font('Helvetica-Bold').text(invoiceWords.billedTo).font('Helvetica').text(organisationOnInvoice(invoice))
  doc.moveDown()
  doc.text(`${invoiceWords.issued}: ${invoiceDay(invoice.issued_at)}`)
  doc.text(`${invoiceWords.due}: ${invoiceDay(invoice.due_date)}`)
  doc.text(`${invoiceWords.status}: ${invoiceWords.statuses[invoice.status]}`)
  doc.moveDown(1.5)

  const row = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica')
    doc.text(cells[0], left, y, { width: columns.quantity - left - 10 })
    const after = doc.y
    doc.text(cells[1], columns.quantity, y, { width: columns.unit - columns.quantity - 10, align: 'right' })
    doc.text(cells[2], columns.unit, y, { width: columns.amount - columns.unit - 10, align: 'right' })
    doc.text(cells[3], columns.amount, y, { width: left + width - columns.amount, align: 'right' })
    doc.x = left
    doc.y = Math.max(after, doc.y) + 4
  }
  row([invoiceWords.description, invoiceWords.quantity, invoiceWords.unitPrice, invoiceWords.amount], true)
  for (const line of invoice.lines) {
    row([line.description, String(line.quantity), formatCents(line.unit_price_cents), formatCents(line.amount_cents)])
  }
  doc.moveDown()
  const sum = (label: string, value: string, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica')
    doc.text(label, columns.unit - 60, y, { width: columns.amount - columns.unit + 50, align: 'right' })
    doc.text(value, columns.amount, y, { width: left + width - columns.amount, align: 'right' })
    doc.x = left
  }
  sum(invoiceWords.subtotal, formatCents(invoice.subtotal_cents))
  sum(`${invoiceWords.tax} (${formatTaxRate(invoice.tax_rate_bp)})`, formatCents(invoice.tax_cents))
  sum(invoiceWords.total, formatCents(invoice.total_cents), true)
  doc.moveDown(2).font('Helvetica').fontSize(9).text(invoiceWords.currencyNote, left, doc.y, { width })
  doc.end()
  return done
}
