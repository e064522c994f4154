// The parts of NLP.js (https://github.com/axa-group/nlp.js, v4, no types of its own) that the
// offline AI Architect uses.
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void
    get(name: string): unknown
  }
  export function containerBootstrap(settings?: Record<string, unknown>): Promise<Container>
}

declare module '@nlpjs/nlp' {
  import type { Container } from '@nlpjs/core'
  export interface NlpEntity {
    entity: string
    option?: string
    sourceText: string
    utteranceText: string
    start: number
    end: number
    len: number
    accuracy: number
    type: string
  }
  export interface NlpResult {
    locale: string
    intent: string
    score: number
    classifications: Array<{ intent: string; score: number }>
    entities: NlpEntity[]
  }
  export class Nlp {
    constructor(settings: Record<string, unknown>, container: Container)
    addLanguage(locale: string | string[]): void
    addDocument(locale: string, utterance: string, intent: string): void
    addNerRuleOptionTexts(locale: string | string[], name: string, option: string, texts: string[]): void
    train(): Promise<unknown>
    process(locale: string, utterance: string): Promise<NlpResult>
  }
}

declare module '@nlpjs/ner' {
  import type { Container } from '@nlpjs/core'
  import type { NlpEntity } from '@nlpjs/nlp'
  export class Ner {
    constructor(settings: Record<string, unknown>, container?: Container)
    addRuleOptionTexts(locale: string | string[], name: string, option: string, texts: string[]): void
    process(input: { locale: string; text: string }): Promise<{ entities: NlpEntity[] }>
  }
}

declare module '@nlpjs/similarity' {
  export function leven(left: string, right: string): number
  export class SpellCheck {
    constructor(settings?: { features?: Record<string, number>; minLength?: number })
    checkToken(token: string, distance: number): string
  }
}

declare module '@nlpjs/language-min' {
  export class Language {
    guess(
      text: string,
      allowList?: string[],
      limit?: number,
    ): Array<{ alpha2: string; alpha3: string; language: string; score: number }>
  }
}

declare module '@nlpjs/lang-en-min' {
  export class StopwordsEn {
    isStopword(word: string): boolean
  }
  export const LangEn: unknown
}
declare module '@nlpjs/lang-es' {
  export class StopwordsEs {
    isStopword(word: string): boolean
  }
  export const LangEs: unknown
}
declare module '@nlpjs/lang-fr' {
  export class StopwordsFr {
    isStopword(word: string): boolean
  }
  export const LangFr: unknown
}
