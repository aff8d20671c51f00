import { describe, expect, it } from 'vitest';
import { normalizeMarkdown } from './markdown.ts';

/** What a reader sees once Lark renders the bold: the text without its delimiters. */
const visible = (text: string) => text.replaceAll('**', '');

const CASES: Array<{ name: string; input: string; output: string }> = [
  { name: 'a fullwidth colon before a CJK word', input: '**结论：**下一步', output: '**结论**：下一步' },
  { name: 'a fullwidth comma', input: '**注意，**这里要小心', output: '**注意**，这里要小心' },
  { name: 'a run of fullwidth marks', input: '**结论！？**下一步', output: '**结论**！？下一步' },
  { name: 'a full stop inside a sentence', input: '**答案是 42。**好的', output: '**答案是 42**。好的' },
  {
    name: 'an ideographic comma in a numbered heading, twice on one line',
    input: '**一、**背景 **二、**方案',
    output: '**一**、背景 **二**、方案',
  },
  {
    name: 'an ASCII colon before a word',
    input: 'See **Note:**this first',
    output: 'See **Note**:this first',
  },
  { name: 'an ASCII comma before a digit', input: '**a,**1', output: '**a**,1' },
  { name: 'a non-ASCII symbol after it', input: '**完成！**🎉', output: '**完成**！🎉' },
  { name: 'a fullwidth separator after it', input: '**结论：**：见下', output: '**结论**：：见下' },
  { name: 'a closing bracket', input: '**结论（一）**见下', output: '**结论（一**）见下' },
  { name: 'a space after it: it closes already', input: '**Note:** next', output: '**Note:** next' },
  { name: 'the end of the line after it', input: '**完成。**', output: '**完成。**' },
  { name: 'ASCII punctuation after it', input: '**Done.**)', output: '**Done.**)' },
  { name: 'no punctuation to move', input: '**结论**下一步', output: '**结论**下一步' },
  { name: 'nothing but punctuation inside', input: '**：**下', output: '**：**下' },
  { name: 'a triple run is ambiguous: opaque', input: '***强调：***下', output: '***强调：***下' },
  { name: 'underscores are opaque', input: '__结论：__下一步', output: '__结论：__下一步' },
  { name: 'an unclosed span', input: '**结论：下一步', output: '**结论：下一步' },
  {
    name: 'a code span is untouched',
    input: '用 `**a:**b` 试试，**结论：**好',
    output: '用 `**a:**b` 试试，**结论**：好',
  },
  { name: 'a double-backtick code span', input: '``x **a:**b``', output: '``x **a:**b``' },
  {
    name: 'a link destination is untouched, its text is not',
    input: '[**读：**文档](https://example.com/**a:**b)',
    output: '[**读**：文档](https://example.com/**a:**b)',
  },
  {
    name: 'a bare URL is untouched',
    input: 'https://example.com/x**y:**z **看：**这里',
    output: 'https://example.com/x**y:**z **看**：这里',
  },
  {
    name: 'an autolink is untouched',
    input: '<https://example.com/**a:**b>',
    output: '<https://example.com/**a:**b>',
  },
  {
    name: 'a fenced code block is untouched, the prose around it is not',
    input: '**步骤：**如下\n```ts\nconst a = "**x:**y";\n```\n**结束：**了',
    output: '**步骤**：如下\n```ts\nconst a = "**x:**y";\n```\n**结束**：了',
  },
  { name: 'a tilde fence', input: '~~~\n**a:**b\n~~~', output: '~~~\n**a:**b\n~~~' },
  {
    name: 'mixed Chinese and English',
    input: '**Summary：**we ship **周五。**Then rest',
    output: '**Summary**：we ship **周五**。Then rest',
  },
];

describe('markdown normalization (DE-007)', () => {
  it.each(CASES)('$name', ({ input, output }) => {
    expect(normalizeMarkdown(input)).toBe(output);
    // The reader sees the same text either way: only the delimiters move.
    expect(visible(normalizeMarkdown(input))).toBe(visible(input));
  });

  it('is idempotent: a normalized answer stays as it is', () => {
    for (const { output } of CASES) expect(normalizeMarkdown(output)).toBe(output);
  });
});
