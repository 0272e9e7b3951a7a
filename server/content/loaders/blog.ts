import { readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { eq, notInArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { blogCategories, blogPosts } from '../../db/schema.ts'
import { ContentError, type ContentIssue } from '../errors.ts'
import { defineUnit, isFile, listFiles, readIfExists, type ContentKind } from '../kind.ts'
import { MARKDOWN_RULES, renderMarkdown, typographic } from '../markdown.ts'
import { decodeUtf8, isIsoDate, kebabCase, sha256 } from '../source-text.ts'
import { parseYaml, validate } from '../yaml-source.ts'

const CATEGORIES = 'blog/categories.yaml'

const categorySchema = z.strictObject({
  id: z.string().regex(kebabCase, 'must be kebab-case, e.g. payments-industry'),
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(300).default(''),
})
const categoriesSchema = z.array(categorySchema).min(1, 'list at least one category')

export const isoDate = z.string().refine(isIsoDate, 'must be a date YYYY-MM-DD')

const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  slug: z.string().regex(kebabCase, 'must be kebab-case'),
  category: z.string().regex(kebabCase, 'must be a category id from blog/categories.yaml'),
  tags: z
    .array(z.string().regex(kebabCase, 'tags are lower-case kebab-case, e.g. instant-payments'))
    .min(1, 'give 1 to 8 tags')
    .max(8, 'give 1 to 8 tags'),
  published: isoDate,
  summary: z.string().trim().min(1).max(300),
  image: z
    .string()
    .regex(/^\/images\/blog\/[A-Za-z0-9][A-Za-z0-9_-]*\.svg$/, 'must be /images/blog/<file>.svg'),
  imageAlt: z.string().trim().max(300),
})

export const blogCategoriesKind: ContentKind = {
  name: 'blog categories',
  owns: (path) => path === CATEGORIES,
  async discover({ contentDir }) {
    const bytes = await readIfExists(join(contentDir, CATEGORIES))
    if (!bytes) return []
    return [
      defineUnit({
        path: CATEGORIES,
        hash: sha256(bytes),
        parse: async () => {
          const source = parseYaml(decodeUtf8(bytes, CATEGORIES), CATEGORIES)
          const categories = validate(categoriesSchema, source, CATEGORIES)
          const issues: ContentIssue[] = []
          const seen = new Set<string>()
          categories.forEach((category, index) => {
            if (seen.has(category.id)) {
              issues.push({
                file: CATEGORIES,
                line: source.lineOf([index, 'id']),
                reason: `duplicate id "${category.id}"`,
              })
            }
            seen.add(category.id)
          })
          if (issues.length > 0) throw new ContentError(issues)
          return { categories, lineOf: source.lineOf }
        },
        write: async (tx, { categories }) => {
          for (const category of categories) {
            await tx
              .insert(blogCategories)
              .values(category)
              .onConflictDoUpdate({
                target: blogCategories.id,
                set: { name: category.name, description: category.description },
              })
          }
          const ids = categories.map((category) => category.id)
          const stillUsed = await tx
            .selectDistinct({ categoryId: blogPosts.categoryId, slug: blogPosts.slug })
            .from(blogPosts)
            .where(notInArray(blogPosts.categoryId, ids))
            .orderBy(blogPosts.slug)
          if (stillUsed.length > 0) {
            throw new ContentError(
              stillUsed.map(({ categoryId, slug }) => ({
                file: CATEGORIES,
                line: 1,
                reason: `category "${categoryId}" is gone but blog/${slug}.md still uses it`,
              })),
            )
          }
          await tx.delete(blogCategories).where(notInArray(blogCategories.id, ids))
        },
      }),
    ]
  },
  async remove(tx) {
    await tx
      .delete(blogCategories)
      .where(sql`${blogCategories.id} not in (select ${blogPosts.categoryId} from ${blogPosts})`)
  },
}

export const blogPostsKind: ContentKind = {
  name: 'blog articles',
  owns: (path) => path.startsWith('blog/') && path.endsWith('.md') && !path.includes('/', 5),
  async discover({ contentDir, publicDir }) {
    const names = (await listFiles(join(contentDir, 'blog'), ['.md'])).filter(
      (name) => name.toLowerCase() !== 'readme.md',
    )
    return Promise.all(
      names.map(async (name) => {
        const path = `blog/${name}`
        const bytes = await readFile(join(contentDir, path))
        return defineUnit({
          path,
          hash: sha256(MARKDOWN_RULES, bytes),
          parse: () => parseArticle(decodeUtf8(bytes, path), path, publicDir),
          write: async (tx, article) => {
            const [category] = await tx
              .select({ id: blogCategories.id })
              .from(blogCategories)
              .where(eq(blogCategories.id, article.row.categoryId))
            if (!category) {
              throw ContentError.at(
                path,
                article.categoryLine,
                `category "${article.row.categoryId}" is not in ${CATEGORIES}`,
              )
            }
            const { slug, ...rest } = article.row
            // updatedAt is when the text last changed (the sitemap's lastmod, the feed's date):
            // an article new to this database has not changed since its publication date, even
            // when a fresh database loads it years later; an edited file changes it now.
            await tx
              .insert(blogPosts)
              .values({ slug, ...rest, updatedAt: new Date(`${rest.publishedAt}T00:00:00+02:00`) })
              .onConflictDoUpdate({
                target: blogPosts.slug,
                set: { ...rest, updatedAt: new Date() },
              })
          },
        })
      }),
    )
  },
  async remove(tx, path) {
    await tx.delete(blogPosts).where(eq(blogPosts.slug, basename(path, '.md')))
  },
}

type ParsedArticle = { row: typeof blogPosts.$inferInsert; categoryLine: number }

async function parseArticle(
  text: string,
  path: string,
  publicDir?: string,
): Promise<ParsedArticle> {
  const lines = text.split(/\r?\n/)
  if (lines[0]?.trim() !== '---') {
    throw ContentError.at(path, 1, 'the file must start with front matter between two "---" lines')
  }
  const closing = lines.findIndex((line, index) => index > 0 && line.trim() === '---')
  if (closing < 0) throw ContentError.at(path, 1, 'the front matter has no closing "---" line')

  const source = parseYaml(lines.slice(1, closing).join('\n'), path, 2)
  const front = validate(frontMatterSchema, source, path)
  const expectedSlug = basename(path, '.md')
  const issues: ContentIssue[] = []
  if (front.slug !== expectedSlug) {
    issues.push({
      file: path,
      line: source.lineOf(['slug']),
      reason: `slug "${front.slug}" must equal the file name "${expectedSlug}"`,
    })
  }
  if (publicDir && !(await isFile(join(publicDir, front.image)))) {
    issues.push({
      file: path,
      line: source.lineOf(['image']),
      reason: `image ${front.image} is not a file in public/images/blog/`,
    })
  }
  const markdown = lines
    .slice(closing + 1)
    .join('\n')
    .trim()
  if (markdown === '')
    issues.push({ file: path, line: closing + 2, reason: 'the article has no body' })
  if (issues.length > 0) throw new ContentError(issues)

  const body = renderMarkdown(markdown)
  // Shown as text beside the body, so with the same quotes and dashes.
  const title = typographic(front.title)
  const summary = typographic(front.summary)
  return {
    categoryLine: source.lineOf(['category']),
    row: {
      slug: front.slug,
      title,
      categoryId: front.category,
      tags: [...new Set(front.tags)],
      publishedAt: front.published,
      summary,
      image: front.image,
      imageAlt: front.imageAlt,
      bodyMarkdown: markdown,
      bodyHtml: body.html,
      searchText: `${title} ${summary} ${body.text}`,
    },
  }
}
