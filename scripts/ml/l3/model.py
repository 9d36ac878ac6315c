"""Small BERT encoder (BertForSequenceClassification layout) + MLM head, in plain PyTorch (torch 1.13)."""
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

DEFAULT_CONFIG = dict(vocab_size=30522, hidden_size=256, num_hidden_layers=4, num_attention_heads=4,
                      intermediate_size=1024, max_position_embeddings=256, type_vocab_size=2,
                      hidden_dropout_prob=0.1, attention_probs_dropout_prob=0.1, layer_norm_eps=1e-12,
                      num_labels=2)


def gelu(x):
    return 0.5 * x * (1.0 + torch.erf(x / math.sqrt(2.0)))


class Layer(nn.Module):
    def __init__(self, c):
        super().__init__()
        h = c['hidden_size']
        self.nh = c['num_attention_heads']
        self.hd = h // self.nh
        self.q = nn.Linear(h, h)
        self.k = nn.Linear(h, h)
        self.v = nn.Linear(h, h)
        self.o = nn.Linear(h, h)
        self.ln1 = nn.LayerNorm(h, eps=c['layer_norm_eps'])
        self.f1 = nn.Linear(h, c['intermediate_size'])
        self.f2 = nn.Linear(c['intermediate_size'], h)
        self.ln2 = nn.LayerNorm(h, eps=c['layer_norm_eps'])
        self.drop = nn.Dropout(c['hidden_dropout_prob'])
        self.adrop = nn.Dropout(c['attention_probs_dropout_prob'])

    def forward(self, x, bias):
        b, s, h = x.shape
        def split(t):
            return t.view(b, s, self.nh, self.hd).transpose(1, 2)
        q, k, v = split(self.q(x)), split(self.k(x)), split(self.v(x))
        att = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(self.hd) + bias
        att = self.adrop(torch.softmax(att, dim=-1))
        ctx = torch.matmul(att, v).transpose(1, 2).reshape(b, s, h)
        x = self.ln1(x + self.drop(self.o(ctx)))
        x = self.ln2(x + self.drop(self.f2(gelu(self.f1(x)))))
        return x


class Bert(nn.Module):
    def __init__(self, c=None):
        super().__init__()
        c = dict(DEFAULT_CONFIG, **(c or {}))
        self.c = c
        h = c['hidden_size']
        self.word = nn.Embedding(c['vocab_size'], h)
        self.pos = nn.Embedding(c['max_position_embeddings'], h)
        self.typ = nn.Embedding(c['type_vocab_size'], h)
        self.ln = nn.LayerNorm(h, eps=c['layer_norm_eps'])
        self.drop = nn.Dropout(c['hidden_dropout_prob'])
        self.layers = nn.ModuleList([Layer(c) for _ in range(c['num_hidden_layers'])])
        # MLM head (tied decoder)
        self.mlm_dense = nn.Linear(h, h)
        self.mlm_ln = nn.LayerNorm(h, eps=c['layer_norm_eps'])
        self.mlm_bias = nn.Parameter(torch.zeros(c['vocab_size']))
        # classification head (BERT pooler + classifier)
        self.pooler = nn.Linear(h, h)
        self.cls_drop = nn.Dropout(c['hidden_dropout_prob'])
        self.classifier = nn.Linear(h, c['num_labels'])
        self.apply(self._init)

    @staticmethod
    def _init(m):
        if isinstance(m, (nn.Linear, nn.Embedding)):
            m.weight.data.normal_(0.0, 0.02)
        if isinstance(m, nn.Linear) and m.bias is not None:
            m.bias.data.zero_()
        if isinstance(m, nn.LayerNorm):
            m.weight.data.fill_(1.0)
            m.bias.data.zero_()

    def encode(self, input_ids, attention_mask, token_type_ids):
        s = input_ids.shape[1]
        pos = torch.arange(s, device=input_ids.device).unsqueeze(0)
        x = self.word(input_ids) + self.pos(pos) + self.typ(token_type_ids)
        x = self.drop(self.ln(x))
        bias = (1.0 - attention_mask.to(x.dtype)).unsqueeze(1).unsqueeze(2) * -10000.0
        for layer in self.layers:
            x = layer(x, bias)
        return x

    def mlm_logits(self, hidden):
        t = self.mlm_ln(gelu(self.mlm_dense(hidden)))
        return F.linear(t, self.word.weight, self.mlm_bias)

    def forward(self, input_ids, attention_mask, token_type_ids):
        x = self.encode(input_ids, attention_mask, token_type_ids)
        pooled = torch.tanh(self.pooler(x[:, 0]))
        return self.classifier(self.cls_drop(pooled))


def param_count(model, classification=True):
    skip = ('mlm_',) if classification else ('pooler', 'classifier')
    return sum(p.numel() for n, p in model.named_parameters() if not n.startswith(skip))
